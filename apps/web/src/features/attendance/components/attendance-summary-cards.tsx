import type { AttendanceCheckDetail } from '@wycieczki/shared';
import { CalendarClock, UserCheck, UserX, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatCheckDate } from '@/lib/format-date';

type StatCardProps = { icon: LucideIcon; label: string; children: ReactNode; tone: string; note?: string; className?: string };

function StatCard({ icon: Icon, label, children, tone, note, className }: StatCardProps) {
  return (
    <Card className={cn('flex items-center gap-3 p-4', className)}>
      <span className={cn('grid size-10 shrink-0 place-items-center rounded-full', tone)}>
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="text-xl font-semibold tabular-nums leading-tight">{children}</p>
        {note ? (
          <p className="mt-0.5 truncate text-xs text-muted-foreground" title={note}>
            {note}
          </p>
        ) : null}
      </div>
    </Card>
  );
}

type AttendanceSummaryCardsProps = { check: AttendanceCheckDetail; presentCount: number };

/** Obecni, Nieobecni, and when the list was taken. */
export function AttendanceSummaryCards({ check, presentCount }: AttendanceSummaryCardsProps) {
  const absentCount = check.records.length - presentCount;
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="attendance-summary">
      {/* Which 'Obecni' this is: this list's, not the students screen's current status (docs/decisions/015). */}
      <StatCard icon={UserCheck} label="Obecni" tone="bg-emerald-100 text-emerald-700" note={`według listy „${check.name}”, ${check.time}`}>
        <span data-testid="present-count">{presentCount}</span>
      </StatCard>
      <StatCard icon={UserX} label="Nieobecni" tone="bg-rose-100 text-rose-700">
        <span data-testid="absent-count">{absentCount}</span>
      </StatCard>
      {/* On a phone the list picker above shows the date and time: the roll call comes up higher. */}
      <StatCard icon={CalendarClock} label="Data i godzina" tone="bg-primary-soft text-primary" className="max-sm:hidden">
        {formatCheckDate(check.date)}, {check.time}
      </StatCard>
    </div>
  );
}
