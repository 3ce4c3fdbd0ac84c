import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS } from '@wycieczki/shared';
import { useQuery } from '@tanstack/react-query';
import { TriangleAlert, UserPlus, Users, X } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { toastFirstFormError } from '@/lib/first-form-error';
import { mySchoolQueryOptions } from '@/lib/school-queries';
import { wizardStudentSchema, type DraftStudent, type WizardStudentInput } from './wizard-draft';
import type * as z from 'zod/mini';

// 'Z listy szkoły' loads only for a teacher of a school, when this step shows (issue 51).
const SchoolListPicker = lazy(() => import('./school-list-picker').then((m) => ({ default: m.SchoolListPicker })));

const FIELD_ORDER = ['name', 'className', 'pesel', 'parentPhone', 'allergies', 'diet'] as const;
const EMPTY: WizardStudentInput = { name: '', className: '', pesel: '', parentPhone: '', allergies: '', diet: '' };

type StudentsStepProps = {
  students: readonly DraftStudent[];
  limit: number;
  /** False when the student would break the limit: the form keeps what was typed. */
  onAdd: (student: z.output<typeof wizardStudentSchema>) => boolean;
  /** 'Dodaj zaznaczonych' of 'Z listy szkoły': false when they would break the limit. */
  onAddMany: (students: Omit<DraftStudent, 'key'>[]) => boolean;
  onRemove: (key: number) => void;
  /** 'Ustaw wszystkim': the class typed, for every student on the list. */
  onClassForAll: (className: string | null) => void;
};

export function StudentsStep({ students, limit, onAdd, onAddMany, onRemove, onClassForAll }: StudentsStepProps) {
  // The school's register is asked for only when the teacher has a school; without one the typed form is the way.
  const school = useQuery(mySchoolQueryOptions);
  const form = useForm<WizardStudentInput, unknown, z.output<typeof wizardStudentSchema>>({
    resolver: zodResolver(wizardStudentSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = form.handleSubmit(
    (student) => {
      if (!onAdd(student)) return;
      // The class stays for the next child: a class is usually added as a whole.
      form.reset({ ...EMPTY, className: form.getValues('className') });
      form.setFocus('name');
    },
    toastFirstFormError(FIELD_ORDER),
  );

  const overLimit = students.length > limit;
  return (
    <div className="grid gap-5">
      {school.data ? (
        <Suspense fallback={null}>
          <SchoolListPicker students={students} free={limit - students.length} onAdd={onAddMany} />
        </Suspense>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="grid gap-3 rounded-xl border border-border p-4">
        <div className="grid gap-3 min-[420px]:grid-cols-[minmax(0,1fr)_8rem]">
          <FormField id="wizard-student-name" label="Imię i nazwisko ucznia" placeholder="np. Jan Kowalski" autoComplete="off" {...form.register('name')} />
          <FormField
            id="wizard-student-class"
            label="Klasa"
            placeholder="np. 6a"
            maxLength={LIMITS.classNameMax}
            autoComplete="off"
            {...form.register('className')}
          />
        </div>
        <div className="grid gap-3 min-[420px]:grid-cols-2">
          <FormField id="wizard-student-pesel" label="PESEL (opcjonalnie)" inputMode="numeric" maxLength={LIMITS.peselLength} autoComplete="off" {...form.register('pesel')} />
          <FormField id="wizard-student-phone" label="Telefon rodzica (opcjonalnie)" type="tel" inputMode="tel" autoComplete="off" {...form.register('parentPhone')} />
          <FormField id="wizard-student-allergies" label="Alergie (opcjonalnie)" autoComplete="off" {...form.register('allergies')} />
          <FormField id="wizard-student-diet" label="Dieta (opcjonalnie)" autoComplete="off" {...form.register('diet')} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="secondary">
            <UserPlus aria-hidden="true" />
            Dodaj ucznia
          </Button>
          {students.length > 0 ? (
            <Button type="button" variant="outline" onClick={() => onClassForAll(form.getValues('className')?.trim() || null)}>
              <Users aria-hidden="true" />
              Ustaw tę klasę wszystkim
            </Button>
          ) : null}
        </div>
      </form>

      {overLimit ? (
        <p role="alert" className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm font-medium text-destructive">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Przekroczono limit! Dodaj więcej opiekunów w kroku 1 lub usuń uczniów.
        </p>
      ) : null}

      <section aria-labelledby="wizard-students-heading" className="grid gap-2">
        <h3 id="wizard-students-heading" className="text-sm font-semibold">
          Uczniowie: {students.length} / {limit}
        </h3>
        {students.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nie dodano jeszcze uczniów. Możesz ich dodać także później.</p>
        ) : (
          <ol className="divide-y divide-border rounded-lg border border-border">
            {students.map((student, index) => {
              const details = [
                student.className && `Klasa ${student.className}`,
                student.allergies && `Alergie: ${student.allergies}`,
                student.diet && `Dieta: ${student.diet}`,
                student.registerPupilId && 'z listy szkoły',
              ]
                .filter(Boolean)
                .join(' · ');
              return (
              <li key={student.key} className="flex items-center gap-3 px-3 py-2">
                <span className="w-6 shrink-0 text-right text-xs text-muted-foreground">{index + 1}.</span>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium" title={student.name}>{student.name}</p>
                  {details ? <p className="truncate text-xs text-muted-foreground" title={details}>{details}</p> : null}
                </div>
                <Button variant="ghost" size="icon" aria-label={`Usuń: ${student.name}`} onClick={() => onRemove(student.key)}>
                  <X aria-hidden="true" />
                </Button>
              </li>
              );
            })}
          </ol>
        )}
      </section>
    </div>
  );
}
