import { collectedCountText, type AttendanceCheckDetail } from '@wycieczki/shared';
import type { ReactNode } from 'react';
import { UserCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatCheckDate } from '@/lib/format-date';

type RollCallSummaryProps = {
  check: AttendanceCheckDetail;
  presentCount: number;
  totalCount: number;
  /** Children a parent took (issue 54), in neither count: ', 1 odebrany' after them. */
  collectedCount?: number;
  onMarkAllPresent: (() => void) | null;
  /** 'Grupa Anny Nowak: 9 / 10': the signed-in guardian's own group on this list (issue 28). */
  myGroup?: string | undefined;
  /** On a phone, the button that unfolds the search and the filters (issue 48), beside 'Wszyscy obecni'. */
  filtersToggle?: ReactNode;
};

/**
 * SPEC's three cards of the selected list (Obecni, Nieobecni, date and time) as one strip that stays
 * in view while the list scrolls: 'Obecni: x / y' on one line is the roll call's only counter, and
 * the rows start high enough that a phone shows five children at once (issue 23). On a phone the
 * date and time are in the list picker just above; the list's name, cut short here, is whole in the
 * tooltip and in the picker. Which 'Obecni' this is: this list's (docs/decisions/015).
 */
export function RollCallSummary({ check, presentCount, totalCount, collectedCount = 0, onMarkAllPresent, myGroup, filtersToggle }: RollCallSummaryProps) {
  const source = `według listy „${check.name}”, ${check.time}`;
  return (
    <div
      data-testid="attendance-summary"
      className="sticky top-[calc(4rem+var(--app-header-extra,0px))] z-30 -mx-4 flex items-center gap-2 sm:gap-3 border-b border-border bg-background/95 px-4 py-1.5 backdrop-blur sm:mx-0 sm:rounded-xl sm:border sm:px-4 sm:py-2"
    >
      <div className="min-w-0 flex-1">
        <p className="text-base font-semibold tabular-nums leading-tight min-[400px]:text-lg" data-testid="roll-call-counter" aria-live="polite">
          <span className="whitespace-nowrap">
            Obecni: <span data-testid="present-count">{presentCount}</span> / {totalCount}
            {collectedCount > 0 ? ',' : null}
          </span>
          {/* 'Obecni: 49 / 49, 1 odebrany' (issue 54): on a narrow phone the taken children go to a line of their own, the comma staying with the count. */}
          {collectedCount > 0 ? <span className="whitespace-nowrap text-sm font-medium text-muted-foreground min-[400px]:text-base"> {collectedCountText(collectedCount)}</span> : null}
        </p>
        {myGroup ? (
          <p data-testid="my-group-counter" className="truncate text-sm font-medium tabular-nums" title={myGroup}>
            {myGroup}
          </p>
        ) : null}
        <p className="truncate text-xs text-muted-foreground" title={source}>
          <span className="whitespace-nowrap">
            Nieobecni: <span data-testid="absent-count">{totalCount - presentCount}</span>
          </span>
          <span className="max-sm:hidden"> · Data i godzina: {formatCheckDate(check.date)}, {check.time}</span> · {source}
        </p>
      </div>
      {filtersToggle}
      {onMarkAllPresent ? (
        <Button variant="outline" className="shrink-0 max-sm:px-3" disabled={presentCount === totalCount} onClick={onMarkAllPresent}>
          {/* No icon on a phone (issue 48): the counter keeps its room beside the filters' button. */}
          <UserCheck aria-hidden="true" className="max-sm:hidden" />
          Wszyscy obecni
        </Button>
      ) : null}
    </div>
  );
}
