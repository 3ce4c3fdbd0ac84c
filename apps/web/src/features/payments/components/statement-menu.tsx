import type { TripPayments } from '@wycieczki/shared';
import { Download, FileSpreadsheet } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Button } from '@/components/ui/button';
import { MenuPanel } from '@/components/ui/floating-panel';
import { MENU_ITEM_CLASS } from '@/components/ui/menu';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { downloadStatement } from '../statement';

const FORMATS = [
  { format: 'xlsx', label: 'Zestawienie XLSX (Excel)' },
  { format: 'csv', label: 'Zestawienie CSV' },
] as const;

/** 'Pobierz zestawienie': the statement per student, per payment and in total, for the head teacher and the council. */
export function StatementMenu({ tripName, data }: { tripName: string; data: TripPayments }) {
  const download = (format: 'csv' | 'xlsx') =>
    downloadStatement(tripName, data, format).then(
      () => toast.success('Pobrano zestawienie wpłat'),
      (error: unknown) => toast.error('Nie udało się przygotować zestawienia', { description: errorMessage(error) }),
    );
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="outline" className="w-full sm:w-auto">
          <Download aria-hidden="true" />
          Pobierz zestawienie
        </Button>
      </DropdownMenu.Trigger>
      <MenuPanel align="end" className="w-[min(18rem,calc(100vw-1rem))] p-1.5 text-foreground">
        {FORMATS.map(({ format, label }) => (
          <DropdownMenu.Item key={format} className={MENU_ITEM_CLASS} onSelect={() => void download(format)}>
            <FileSpreadsheet aria-hidden="true" className="size-4 text-primary" />
            {label}
          </DropdownMenu.Item>
        ))}
      </MenuPanel>
    </DropdownMenu.Root>
  );
}
