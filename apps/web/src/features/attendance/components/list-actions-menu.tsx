import { EllipsisVertical, Pencil, ScanQrCode, Siren, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Button } from '@/components/ui/button';
import { MenuPanel } from '@/components/ui/floating-panel';

const ITEM_CLASS =
  'flex min-h-12 cursor-pointer select-none items-center gap-3 rounded-lg px-3 text-sm font-medium outline-none data-[highlighted]:bg-muted';

/**
 * On a phone, 'Skanuj identyfikatory', 'Zaginięcie ucznia', 'Edytuj listę obecności' and 'Usuń listę
 * obecności' under one button beside the list picker: the picker keeps room for the list's name, and
 * the children start higher (issue 23).
 */
export function ListActionsMenu({ onScan, onEdit, onDelete, onAlarm }: { onScan: () => void; onEdit: () => void; onDelete: () => void; onAlarm: () => void }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="outline" size="icon" className="h-14 w-11 shrink-0 sm:hidden" aria-label="Więcej działań listy obecności">
          <EllipsisVertical aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <MenuPanel align="end" className="min-w-56 p-1">
        {/* 'Skanuj identyfikatory' (issue 28): the roll call by the badges' QR codes. */}
        <DropdownMenu.Item className={ITEM_CLASS} onSelect={onScan}>
          <ScanQrCode aria-hidden="true" className="size-4 text-primary" />
          Skanuj identyfikatory
        </DropdownMenu.Item>
        {/* 'Zaginięcie ucznia' (issue 28): on a phone here. */}
        <DropdownMenu.Item className={`${ITEM_CLASS} text-red-800`} onSelect={onAlarm}>
          <Siren aria-hidden="true" className="size-4" />
          Zaginięcie ucznia
        </DropdownMenu.Item>
        <DropdownMenu.Item className={ITEM_CLASS} onSelect={onEdit}>
          <Pencil aria-hidden="true" className="size-4 text-primary" />
          Edytuj listę obecności
        </DropdownMenu.Item>
        <DropdownMenu.Item className={`${ITEM_CLASS} text-destructive`} onSelect={onDelete}>
          <Trash2 aria-hidden="true" className="size-4" />
          Usuń listę obecności
        </DropdownMenu.Item>
      </MenuPanel>
    </DropdownMenu.Root>
  );
}
