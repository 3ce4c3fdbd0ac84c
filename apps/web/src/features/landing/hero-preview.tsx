import { CheckCircle2, Circle } from 'lucide-react';
import { Card } from '@/components/ui/card';

const SAMPLE = [
  { name: 'Anna Nowak', present: true },
  { name: 'Jakub Wiśniewski', present: true },
  { name: 'Zofia Wójcik', present: false },
  { name: 'Michał Kamiński', present: true },
];

/** A static glimpse of the attendance screen; decorative, so hidden from screen readers. */
export function HeroPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-sm">
      <div className="absolute -inset-4 -z-10 rounded-3xl bg-gradient-to-br from-primary/20 via-accent/10 to-transparent blur-2xl" />
      <Card className="p-5">
        <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Zielona szkoła · Zakopane</p>
        <p className="mt-1 font-semibold">Poranek – dzień 2</p>
        <div className="mt-4 grid grid-cols-2 gap-3">
          <div className="rounded-lg bg-emerald-50 p-3">
            <p className="text-xs text-emerald-700">Obecni</p>
            <p className="text-2xl font-bold text-emerald-700">24</p>
          </div>
          <div className="rounded-lg bg-rose-50 p-3">
            <p className="text-xs text-rose-700">Nieobecni</p>
            <p className="text-2xl font-bold text-rose-700">1</p>
          </div>
        </div>
        <ul className="mt-4 divide-y divide-border">
          {SAMPLE.map((student) => (
            <li key={student.name} className="flex items-center justify-between py-2 text-sm">
              <span>{student.name}</span>
              {student.present ? (
                <CheckCircle2 className="size-5 text-emerald-600" />
              ) : (
                <Circle className="size-5 text-rose-500" />
              )}
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
