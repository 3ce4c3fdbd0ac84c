import type { AttendanceRecord, AttendanceStatus } from '@wycieczki/shared';
import { CircleCheck, CircleX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

type AttendanceStudentListProps = {
  records: readonly AttendanceRecord[];
  onMark: (studentId: string, status: AttendanceStatus) => void;
};

/** One row per student with a big toggle: marking is what a teacher does most, standing by the bus. */
export function AttendanceStudentList({ records, onMark }: AttendanceStudentListProps) {
  if (records.length === 0) {
    return <Card className="p-6 text-center text-sm text-muted-foreground">Ta wycieczka nie ma jeszcze uczniów.</Card>;
  }
  return (
    <Card className="overflow-hidden">
      <ul aria-label="Uczniowie na liście" className="divide-y divide-border">
        {records.map((record) => {
          const present = record.status === 'present';
          const nameId = `attendance-student-${record.studentId}`;
          return (
            <li
              key={record.studentId}
              data-testid="attendance-row"
              data-status={record.status}
              className={cn(
                'flex flex-wrap items-center gap-x-3 gap-y-2 border-l-4 px-4 py-3 transition-colors',
                present ? 'border-l-emerald-500 bg-emerald-50/60' : 'border-l-transparent',
              )}
            >
              {present ? (
                <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-emerald-600" />
              ) : (
                <CircleX aria-hidden="true" className="size-6 shrink-0 text-muted-foreground" />
              )}
              {/* On a phone the button takes its own full-width line: names stay readable, the target stays big. */}
              <div className="min-w-0 flex-1 basis-[calc(100%-3rem)] sm:basis-0">
                <p id={nameId} className="wrap-anywhere font-medium">
                  {record.studentName}
                </p>
                <p className={cn('text-sm', present ? 'text-emerald-700' : 'text-muted-foreground')}>{present ? 'Obecny' : 'Nieobecny'}</p>
              </div>
              <Button
                variant={present ? 'outline' : 'default'}
                aria-describedby={nameId}
                className="h-11 w-full sm:ml-auto sm:w-auto sm:min-w-[10.5rem]"
                onClick={() => onMark(record.studentId, present ? 'absent' : 'present')}
              >
                {present ? 'Oznacz nieobecność' : 'Oznacz obecność'}
              </Button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
