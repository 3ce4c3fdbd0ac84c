import { Smartphone } from 'lucide-react';
import type { PushDevice } from '@wycieczki/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { usePushDevices, useRemoveDevice } from './api';
import { PushToggle } from './push-toggle';

/**
 * 'Powiadomienia na tym telefonie' in the profile (issue 50): what they are for, this device's switch,
 * and every device of the account with notifications on, each with 'Wyłącz' ('To urządzenie' marks the
 * one signed in here, issue 62).
 */
export function PushCard() {
  const devices = usePushDevices();
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Powiadomienia na tym telefonie</CardTitle>
        <CardDescription>
          Alarm „Zaginięcie ucznia” dotrze do Ciebie także przy wygaszonym ekranie, a gdy nikt z opiekunów go nie potwierdzi, kierownik wycieczki i dyrektor dostaną go ponownie.
          Powiadomienia nie zawierają PESEL-u, telefonów ani danych o zdrowiu.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <PushToggle />
        {devices.data && devices.data.length > 0 ? <DeviceList devices={devices.data} /> : null}
      </CardContent>
    </Card>
  );
}

function DeviceList({ devices }: { devices: PushDevice[] }) {
  const remove = useRemoveDevice();
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-medium">Twoje urządzenia z powiadomieniami</h3>
      <ul aria-label="Twoje urządzenia z powiadomieniami" className="divide-y divide-border rounded-lg border border-border">
        {devices.map((device) => (
          <li key={device.id} className="flex items-center gap-3 p-3 text-sm">
            <Smartphone aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <span className="grid flex-1 gap-0.5">
              <span className="font-medium">
                {device.device}
                {device.current ? <span className="ml-2 inline-block rounded-full bg-primary-soft px-2 py-0.5 align-middle text-xs font-medium text-primary">To urządzenie</span> : null}
              </span>
              <span className="text-muted-foreground">Włączone {formatDateTime(device.createdAt)}</span>
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={remove.isPending}
              onClick={() => remove.mutate(device.id, { onSuccess: () => toast.success(`Wyłączono powiadomienia: ${device.device}`), onError: (error) => toast.error(errorMessage(error)) })}
            >
              Wyłącz
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
