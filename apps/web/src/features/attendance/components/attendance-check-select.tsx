import { collectedCountText, type AttendanceCheckSummary } from '@wycieczki/shared';
import { Check, ChevronDown } from 'lucide-react';
import { Select } from 'radix-ui';
import { SelectPanel } from '@/components/ui/floating-panel';
import { Label } from '@/components/ui/label';
import { formatCheckDate } from '@/lib/format-date';

/** The date and time; in the dropdown also SPEC's 'Obecni: present/total' (the chosen list's count is in the strip below). */
function CheckMeta({ check, withCount }: { check: AttendanceCheckSummary; withCount: boolean }) {
  return (
    <span className="block text-xs text-muted-foreground">
      {check.meetingPlace ? 'Zbiórka · ' : null}
      {formatCheckDate(check.date)}, {check.time}
      {withCount ? ` · Obecni: ${check.presentCount}/${check.totalCount}` : null}
      {withCount && check.collectedCount ? `, ${collectedCountText(check.collectedCount)}` : null}
    </span>
  );
}

type AttendanceCheckSelectProps = {
  checks: readonly AttendanceCheckSummary[];
  selectedId: string | null;
  onSelect: (checkId: string) => void;
};

/** SPEC: a dropdown (at most 16rem high, scrolling) of the trip's lists with their date, time and count. */
export function AttendanceCheckSelect({ checks, selectedId, onSelect }: AttendanceCheckSelectProps) {
  const selected = checks.find((c) => c.id === selectedId) ?? null;
  return (
    <div className="grid gap-2">
      {/* On a phone the picker speaks for itself: its label is for screen readers, the rows come up higher. */}
      <Label id="attendance-check-select-label" className="max-sm:sr-only">
        Lista obecności
      </Label>
      <Select.Root value={selectedId ?? undefined} onValueChange={onSelect}>
        <Select.Trigger
          aria-labelledby="attendance-check-select-label"
          title={selected?.name}
          className="flex min-h-14 w-full cursor-pointer items-center gap-3 rounded-lg border border-input bg-card px-3 py-2 text-left shadow-xs transition-colors hover:bg-muted focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25"
        >
          <span className="min-w-0 flex-1">
            <Select.Value placeholder="Wybierz listę obecności">
              {selected ? (
                <>
                  <span className="block truncate text-sm font-medium">{selected.name}</span>
                  <CheckMeta check={selected} withCount={false} />
                </>
              ) : null}
            </Select.Value>
          </span>
          <Select.Icon asChild>
            <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          </Select.Icon>
        </Select.Trigger>
        <SelectPanel className="max-h-[min(16rem,var(--radix-select-content-available-height))] w-[var(--radix-select-trigger-width)] overflow-hidden">
          <Select.Viewport className="p-1">
            {checks.map((check) => (
              <Select.Item
                key={check.id}
                value={check.id}
                textValue={check.name}
                className="relative flex min-h-12 cursor-pointer select-none items-center gap-3 rounded-lg px-3 py-2 outline-none data-[highlighted]:bg-muted data-[state=checked]:bg-primary-soft"
              >
                {/* All of it is the option's accessible name: a screen reader hears the date and count too. */}
                <span className="min-w-0 flex-1">
                  <Select.ItemText>
                    {/* The whole name here: the trigger above cuts a long one short. */}
                    <span className="block wrap-anywhere text-sm font-medium">{check.name}</span>
                    <CheckMeta check={check} withCount />
                  </Select.ItemText>
                </span>
                <Select.ItemIndicator>
                  <Check aria-hidden="true" className="size-4 text-primary" />
                </Select.ItemIndicator>
              </Select.Item>
            ))}
          </Select.Viewport>
        </SelectPanel>
      </Select.Root>
    </div>
  );
}
