import type { Student } from '@wycieczki/shared';
import { BedDouble, UserCheck, Users, type LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';

type CounterProps = { icon: LucideIcon; label: string; value: number; tone: string; note?: string };

function Counter({ icon: Icon, label, value, tone, note }: CounterProps) {
  return (
    <Card className="flex items-start gap-3 p-3 sm:items-center sm:gap-4 sm:p-5">
      <span className={`hidden size-11 shrink-0 place-items-center rounded-full min-[400px]:grid ${tone}`}>
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <dl className="flex min-w-0 flex-col-reverse">
        <dt className="text-xs leading-tight text-muted-foreground sm:text-sm">
          {label}
          {note ? <span className="block text-[11px] sm:text-xs">{note}</span> : null}
        </dt>
        <dd className="text-2xl font-bold leading-tight tabular-nums">{value}</dd>
      </dl>
    </Card>
  );
}

export function StudentCounters({ students }: { students: readonly Student[] }) {
  const present = students.filter((s) => s.present).length;
  const withRoom = students.filter((s) => s.roomId !== null).length;
  return (
    <section aria-label="Podsumowanie uczniów" className="grid grid-cols-3 gap-2 sm:gap-4">
      <Counter icon={Users} label="Wszyscy uczniowie" value={students.length} tone="bg-primary-soft text-primary" />
      <Counter icon={UserCheck} label="Obecni" note="stan bieżący" value={present} tone="bg-emerald-50 text-emerald-700" />
      <Counter icon={BedDouble} label="Z przypisanym pokojem" value={withRoom} tone="bg-amber-50 text-amber-700" />
    </section>
  );
}
