/** @jsxImportSource preact */
import { MEDICINE_LIMITS, shiftDay, type StudentMedicine } from '@wycieczki/shared';
import { useState } from 'preact/hooks';
import { checkMedicineForm, toMedicineFormValues, type MedicineFormField, type MedicineFormValues } from '@/lib/medicine-form';
import { normaliseTime } from '@/lib/time-text';
import { formatDay } from './format';
import { t } from './i18n';
import { parentApi } from './parent-api';
import { sayNotice } from './say-message';
import { CARD, PRIMARY, SECONDARY } from './styles';
import { useParentSave, type SectionProps } from './use-parent-save';

const INPUT = 'min-h-11 w-full rounded-lg border border-input bg-card px-3 text-base font-normal aria-invalid:border-destructive';

/** The trip's days, yyyy-MM-dd, first to last. */
function tripDays(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last && days.length < 366; day = shiftDay(day, 1)) days.push(day);
  return days;
}

/** When a medicine is given, in the page's language. */
function whenText(medicine: StudentMedicine): string {
  const schedule = medicine.asNeeded ? t('medicines.asNeededMax', { n: medicine.maxPerDay ?? 1 }) : t('medicines.everyDay', { times: medicine.times.join(', ') });
  const by = medicine.givenBy === 'guardian' ? t('medicines.byGuardian') : t('medicines.bySelf');
  const from = medicine.fromDate ? formatDay(medicine.fromDate) : null;
  const until = medicine.untilDate ? formatDay(medicine.untilDate) : null;
  const days = from && until ? t('medicines.days', { from, until }) : from ? t('medicines.fromDay', { from }) : until ? t('medicines.untilDay', { until }) : null;
  return [schedule, by, days].filter(Boolean).join(' · ');
}

/**
 * 'Leki na wycieczce' (issue 54): the child's medicines, which the parent adds, corrects and removes;
 * the trip's staff see them at once and mark every dose they give. Checked as the server checks them.
 */
export default function MedicinesSection({ view, onSaved, onExpired }: SectionProps) {
  const [editing, setEditing] = useState<StudentMedicine | 'new' | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [done, setDone] = useState<'saved' | 'removed' | null>(null);
  const { pending, error, run } = useParentSave({ onSaved, onExpired });

  const remove = (medicine: StudentMedicine) => run(parentApi.removeMedicine(medicine.id), () => {
    setRemoving(null);
    setDone('removed');
  });

  // No accessible name on the section or its list: the data form's own field 'Leki' keeps that label
  // alone (a screen reader's list of fields, and getByLabel('Leki'), find one). The heading names it.
  return (
    <section class={CARD}>
      <h2 id="medicines-title" class="text-lg font-semibold">
        {t('medicines.title')}
      </h2>
      <p class="text-sm text-muted-foreground">{t('medicines.intro')}</p>
      {view.medicines.length === 0 ? (
        <p class="text-sm">{t('medicines.none')}</p>
      ) : (
        <ul class="grid gap-2">
          {view.medicines.map((medicine) => (
            <li key={medicine.id} data-testid="parent-medicine" class="grid gap-2 rounded-lg border border-border p-3 text-sm">
              <p class="font-semibold [overflow-wrap:anywhere]">
                {medicine.name} <span class="font-normal">– {medicine.dose}</span>
              </p>
              <p class="[overflow-wrap:anywhere]">{whenText(medicine)}</p>
              {medicine.notes ? <p class="text-muted-foreground [overflow-wrap:anywhere]">{medicine.notes}</p> : null}
              {removing === medicine.id ? (
                <div class="grid gap-2">
                  <p class="font-medium">{t('medicines.removeConfirm', { name: medicine.name })}</p>
                  <div class="flex flex-wrap gap-2">
                    <button type="button" class={PRIMARY} disabled={pending} onClick={() => remove(medicine)}>
                      {t('medicines.removeYes')}
                    </button>
                    <button type="button" class={SECONDARY} onClick={() => setRemoving(null)}>
                      {t('medicines.cancel')}
                    </button>
                  </div>
                </div>
              ) : (
                <div class="flex flex-wrap gap-2">
                  <button type="button" class={SECONDARY} onClick={() => (setDone(null), setEditing(medicine))}>
                    {t('medicines.edit')}
                  </button>
                  <button type="button" class={SECONDARY} onClick={() => (setDone(null), setRemoving(medicine.id))}>
                    {t('medicines.remove')}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {error && editing === null ? (
        <p role="alert" class="text-sm font-medium text-destructive">
          {sayNotice(error)}
        </p>
      ) : null}
      {done ? (
        <p role="status" class="text-sm font-medium text-emerald-700">
          {done === 'saved' ? t('medicines.saved') : t('medicines.removed')}
        </p>
      ) : null}
      {editing === null ? (
        <button type="button" class={`${PRIMARY} w-fit`} onClick={() => (setDone(null), setEditing('new'))}>
          {t('medicines.add')}
        </button>
      ) : (
        <MedicineForm
          key={editing === 'new' ? 'new' : editing.id}
          view={view}
          medicine={editing === 'new' ? null : editing}
          onSaved={onSaved}
          onExpired={onExpired}
          onDone={(saved) => {
            setEditing(null);
            if (saved) setDone('saved');
          }}
        />
      )}
    </section>
  );
}

type MedicineFormProps = SectionProps & { medicine: StudentMedicine | null; onDone: (saved: boolean) => void };

function MedicineForm({ view, medicine, onSaved, onExpired, onDone }: MedicineFormProps) {
  const [values, setValues] = useState<MedicineFormValues>(() => toMedicineFormValues(medicine));
  const [wrong, setWrong] = useState<MedicineFormField | null>(null);
  const { pending, error, setError, run } = useParentSave({ onSaved, onExpired });
  const set = <K extends MedicineFormField>(field: K, value: MedicineFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (wrong === field) setWrong(null);
  };
  const save = (event: Event) => {
    event.preventDefault();
    const checked = checkMedicineForm(values, view.trip, view.medicines.filter((other) => other.id !== medicine?.id));
    if (!checked.ok) {
      setWrong(checked.field);
      setError({ message: checked.message });
      return;
    }
    run(parentApi.saveMedicine(checked.input, medicine?.id ?? null), () => onDone(true));
  };
  const invalid = (field: MedicineFormField) => (wrong === field ? true : undefined);
  // The days of a course shorter than the trip are the trip's days: chosen, never typed.
  const days = tripDays(view.trip.startDate, view.trip.endDate);

  return (
    <form class="grid gap-3 rounded-lg border border-border p-3" onSubmit={save} noValidate>
      <h3 class="font-semibold">{medicine ? t('medicines.formEdit', { name: medicine.name }) : t('medicines.formAdd')}</h3>
      <Field id="medicine-name" label={t('medicines.name')}>
        <input id="medicine-name" class={INPUT} maxLength={MEDICINE_LIMITS.nameMax} aria-invalid={invalid('name')} value={values.name} onInput={(e) => set('name', e.currentTarget.value)} />
      </Field>
      <Field id="medicine-dose" label={t('medicines.dose')}>
        <input id="medicine-dose" class={INPUT} maxLength={MEDICINE_LIMITS.doseMax} aria-invalid={invalid('dose')} value={values.dose} onInput={(e) => set('dose', e.currentTarget.value)} />
      </Field>
      <fieldset class="grid gap-1">
        <legend class="mb-1 text-sm font-medium">{t('medicines.when')}</legend>
        {(['times', 'asNeeded'] as const).map((schedule) => (
          <label key={schedule} class="flex min-h-11 items-center gap-3 text-sm">
            <input type="radio" name="medicine-schedule" class="size-5 accent-primary" checked={values.schedule === schedule} onChange={() => set('schedule', schedule)} />
            {schedule === 'times' ? t('medicines.atTimes') : t('medicines.asNeeded')}
          </label>
        ))}
      </fieldset>
      {values.schedule === 'times' ? (
        <div class="grid gap-2">
          {values.times.map((time, index) => (
            <div key={index} class="flex items-end gap-2">
              <div class="min-w-0 flex-1">
                <Field id={`medicine-time-${index}`} label={t('medicines.time', { n: index + 1 })}>
                  <input id={`medicine-time-${index}`} class={INPUT} inputMode="numeric" placeholder="08:00" maxLength={5} aria-invalid={invalid('times')} value={time}
                    onInput={(e) => set('times', values.times.map((v, i) => (i === index ? e.currentTarget.value : v)))}
                    onBlur={(e) => set('times', values.times.map((v, i) => (i === index ? normaliseTime(e.currentTarget.value) : v)))}
                  />
                </Field>
              </div>
              {values.times.length > 1 ? (
                <button type="button" class={SECONDARY} aria-label={t('medicines.removeTime', { n: index + 1 })} onClick={() => set('times', values.times.filter((_, i) => i !== index))}>
                  ×
                </button>
              ) : null}
            </div>
          ))}
          {values.times.length < MEDICINE_LIMITS.timesMax ? (
            <button type="button" class={`${SECONDARY} w-fit`} onClick={() => set('times', [...values.times, ''])}>
              {t('medicines.addTime')}
            </button>
          ) : null}
        </div>
      ) : (
        <Field id="medicine-max" label={t('medicines.maxPerDay')}>
          <input id="medicine-max" class={INPUT} inputMode="numeric" maxLength={2} aria-invalid={invalid('maxPerDay')} value={values.maxPerDay} onInput={(e) => set('maxPerDay', e.currentTarget.value)} />
        </Field>
      )}
      <Field id="medicine-given-by" label={t('medicines.givenBy')}>
        <select id="medicine-given-by" class={INPUT} value={values.givenBy} onChange={(e) => set('givenBy', e.currentTarget.value === 'self' ? 'self' : 'guardian')}>
          <option value="guardian">{t('medicines.byGuardian')}</option>
          <option value="self">{t('medicines.bySelf')}</option>
        </select>
      </Field>
      <div class="grid gap-3 min-[420px]:grid-cols-2">
        <Field id="medicine-from" label={t('medicines.from')}>
          <select id="medicine-from" class={INPUT} aria-invalid={invalid('fromDate')} value={values.fromDate} onChange={(e) => set('fromDate', e.currentTarget.value)}>
            <option value="">{t('medicines.fromStart')}</option>
            {days.map((day) => (
              <option key={day} value={day}>
                {formatDay(day)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="medicine-until" label={t('medicines.until')}>
          <select id="medicine-until" class={INPUT} aria-invalid={invalid('untilDate')} value={values.untilDate} onChange={(e) => set('untilDate', e.currentTarget.value)}>
            <option value="">{t('medicines.toEnd')}</option>
            {days.map((day) => (
              <option key={day} value={day}>
                {formatDay(day)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <p class="text-xs text-muted-foreground">{t('medicines.daysHint')}</p>
      <Field id="medicine-notes" label={t('medicines.notes')}>
        <textarea id="medicine-notes" class={`${INPUT} min-h-20 py-2`} maxLength={MEDICINE_LIMITS.notesMax} value={values.notes} onInput={(e) => set('notes', e.currentTarget.value)} />
      </Field>
      {error ? (
        <p role="alert" class="text-sm font-medium text-destructive">
          {sayNotice(error)}
        </p>
      ) : null}
      <div class="flex flex-wrap gap-2">
        <button type="submit" class={PRIMARY} disabled={pending}>
          {pending ? t('medicines.saving') : t('medicines.save')}
        </button>
        <button type="button" class={SECONDARY} onClick={() => onDone(false)}>
          {t('medicines.cancel')}
        </button>
      </div>
    </form>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: preact.ComponentChildren }) {
  return (
    <div class="grid gap-1.5">
      <label for={id} class="text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}
