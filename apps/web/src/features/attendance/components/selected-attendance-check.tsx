import type { AttendanceCheckDetail, Student } from '@wycieczki/shared';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback } from 'react';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useAuth } from '@/lib/use-session';
import { useAttendanceCheck } from '../api/get-attendance-check';
import { usePendingLists } from '../api/get-attendance-checks';
import { markStudents } from '../api/roll-call';
import { useShownRecords } from '../api/use-shown-records';
import { useStudents } from '@/lib/trip-students-query';
import { AttendanceStudentList } from './attendance-student-list';
import { LazyBadgeScanner } from './lazy-badge-scanner';

type ScanningProps = { scanning: boolean; onScanningChange: (open: boolean) => void };

// 'Zbiórka' (issue 54): its code loads only for a list that is a meeting point.
const MeetingPointPanel = lazy(() => import('./meeting-point-panel'));

function CheckBody({ check, userId, scanning, onScanningChange }: { check: AttendanceCheckDetail; userId: string } & ScanningProps) {
  const queryClient = useQueryClient();
  const records = useShownRecords(check);
  const { tripId, id } = check;
  const mark = useCallback(
    (studentIds: readonly string[], status: 'present' | 'absent') => markStudents(queryClient, userId, { tripId, id }, studentIds, status),
    [queryClient, userId, tripId, id],
  );
  const markAllPresent = (studentIds: readonly string[]) => {
    mark(studentIds, 'present');
    toast.success('Wszyscy oznaczeni jako obecni', {
      id: `all-present-${check.id}`,
      action: { label: 'Cofnij', onClick: () => mark(studentIds, 'absent') },
    });
  };
  const students = useStudents(tripId).data ?? NO_STUDENTS;
  return (
    <>
      {check.meetingPlace ? (
        <Suspense fallback={null}>
          <MeetingPointPanel check={check} records={records} />
        </Suspense>
      ) : null}
      <AttendanceStudentList check={check} records={records} onMark={mark} onMarkAllPresent={markAllPresent} onScan={() => onScanningChange(true)} />
      <LazyBadgeScanner open={scanning} onOpenChange={onScanningChange} check={check} records={records} students={students} onMark={mark} />
    </>
  );
}

const NO_STUDENTS: Student[] = [];

export function SelectedAttendanceCheck({ tripId, checkId, ...scanningProps }: { tripId: string; checkId: string } & ScanningProps) {
  const query = useAttendanceCheck(tripId, checkId);
  const { user } = useAuth();
  const unsent = usePendingLists(tripId).some((c) => c.list.id === checkId);
  if (query.data && user) return <CheckBody check={query.data} userId={user.id} {...scanningProps} />;
  if (query.isError) return <Card className="p-6 text-center text-sm text-muted-foreground">Nie udało się wczytać listy obecności.</Card>;
  // No network and nothing kept for this list, or a list made here whose copy is gone.
  if (query.fetchStatus === 'paused' || unsent)
    return <Card className="p-6 text-center text-sm text-muted-foreground">Tej listy nie ma jeszcze na tym urządzeniu. Pokaże się po połączeniu z internetem.</Card>;
  return <Spinner className="py-12" />;
}
