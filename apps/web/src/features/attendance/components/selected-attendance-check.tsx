import { Spinner } from '@/components/ui/spinner';
import { Card } from '@/components/ui/card';
import { useAttendanceCheck } from '../api/get-attendance-check';
import { useMarkAttendance } from '../api/mark-attendance';
import { useShownRecords } from '../api/use-shown-records';
import type { AttendanceCheckDetail } from '@wycieczki/shared';
import { AttendanceStudentList } from './attendance-student-list';
import { AttendanceSummaryCards } from './attendance-summary-cards';

function CheckBody({ check }: { check: AttendanceCheckDetail }) {
  const mark = useMarkAttendance(check.tripId, check.id);
  const records = useShownRecords(check);
  const presentCount = records.filter((r) => r.status === 'present').length;
  return (
    <div className="grid gap-4">
      <AttendanceSummaryCards check={check} presentCount={presentCount} />
      <AttendanceStudentList records={records} onMark={(studentId, status) => mark.mutate({ tripId: check.tripId, checkId: check.id, studentId, status })} />
    </div>
  );
}

export function SelectedAttendanceCheck({ tripId, checkId }: { tripId: string; checkId: string }) {
  const query = useAttendanceCheck(tripId, checkId);
  if (query.data) return <CheckBody check={query.data} />;
  if (query.isError) return <Card className="p-6 text-center text-sm text-muted-foreground">Nie udało się wczytać listy obecności.</Card>;
  return <Spinner className="py-12" />;
}
