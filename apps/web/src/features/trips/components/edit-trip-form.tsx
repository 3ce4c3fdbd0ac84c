import { zodResolver } from '@hookform/resolvers/zod';
import {
  costFromForm,
  HOME_COUNTRY,
  LIMITS,
  sensitiveEraseDate,
  tripEditSchema,
  type TripEditInput,
  type TripSummary,
  type TripUpdateInput,
} from '@wycieczki/shared';
import { addYears, format, parseISO } from 'date-fns';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type * as z from 'zod/mini';
import { ConsentKeepYearsField, EraseAfterDaysField } from '@/components/retention-field';
import { DatePicker } from '@/components/ui/date-picker';
import { FormField, registered, TextAreaField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { RATIO_OPTIONS } from '../ratio-options';
import { errorMessage } from '@/lib/api-error';
import { countLabel, type PluralForms } from '@/lib/plural';
import { formatCheckDate } from '@/lib/format-date';
import { sensitiveDataNotice } from '@/lib/sensitive-data-notice';
import { firstFormError, toastFirstFormError } from '@/lib/first-form-error';
import { endFollowingStart } from '@/lib/trip-dates';
import { useUpdateTrip } from '../api/update-trip';
import { EmergencyNumbersFieldset } from './emergency-numbers-fieldset';
import { costFormValues, TripCostFieldset } from './trip-cost-fieldset';

type TripEditOutput = z.output<typeof tripEditSchema>;

const YEAR_FORMS: PluralForms = { one: 'rok', few: 'lata', many: 'lat' };

const FIELD_ORDER = [
  'name',
  'destination',
  'startDate',
  'endDate',
  'aim',
  'route',
  'country',
  'transport',
  'schoolName',
  'schoolAddress',
  'meetingPoint',
  'returnPoint',
  'consentClauses',
  'consentStatements',
  'inMountains',
  'nearWater',
  'extraNumbers',
  'studentsPerGuardian',
  'eraseAfterDays',
  'consentKeepYears',
  'cost',
] as const;

const DETAIL_FIELDS = FIELD_ORDER.filter((field) => field !== 'cost' && field !== 'extraNumbers' && field !== 'consentStatements');

/** Only what differs from the stored trip is sent (an emptied detail is sent as '' and stored as nothing). */
function changedFields(trip: TripSummary, values: TripEditOutput): TripUpdateInput {
  const changes: Record<string, unknown> = {};
  for (const field of DETAIL_FIELDS) {
    const value = values[field] ?? null;
    if (value !== trip[field]) changes[field] = value ?? '';
  }
  if (JSON.stringify(values.extraNumbers) !== JSON.stringify(trip.extraNumbers)) changes.extraNumbers = values.extraNumbers;
  if (JSON.stringify(values.consentStatements) !== JSON.stringify(trip.consentStatements)) changes.consentStatements = values.consentStatements;
  const cost = costFromForm(values.cost);
  if (JSON.stringify(cost && { ...cost, account: cost.account?.replace(/\D/g, '').slice(-26) ?? null }) !== JSON.stringify(trip.cost)) changes.cost = cost;
  return changes as TripUpdateInput;
}


/** What the days mean, on the date they give; or who may change them. */
function erasureHint(trip: TripSummary, endDate: string, days: unknown): string {
  if (trip.sensitiveErasedAt) return sensitiveDataNotice(trip) ?? '';
  const date = typeof days === 'number' && Number.isInteger(days) && days >= 0 && days <= LIMITS.eraseAfterDaysMax && endDate ? formatCheckDate(sensitiveEraseDate(endDate, days)) : '…';
  const what = `PESEL, telefony rodziców, alergie, diety i leki uczniów zostaną usunięte ${date}.`;
  return trip.canManageGuardians ? what : `${what} Zmienić to może tylko twórca wycieczki.`;
}

/** Until when the consent record stays after the erasure (issue 31), on the date the years give; or who may change them. */
function consentKeepHint(trip: TripSummary, endDate: string, years: unknown): string {
  const valid = typeof years === 'number' && Number.isInteger(years) && years >= 0 && years <= LIMITS.consentKeepYearsMax && endDate;
  const what =
    valid && years === 0
      ? 'Zgody rodziców zostaną usunięte razem z danymi wrażliwymi.'
      : `Zgody rodziców (uczeń, klasa, zgoda, forma, data i kto ją wyraził) zostaną zachowane do ${valid ? format(addYears(parseISO(endDate), years), 'dd.MM.yyyy') : '…'}.`;
  return trip.canManageGuardians ? what : `${what} Zmienić to może tylko twórca wycieczki.`;
}

type EditTripFormProps = { formId: string; trip: TripSummary; onSaved: () => void; onPendingChange: (pending: boolean) => void };

export function EditTripForm({ formId, trip, onSaved, onPendingChange }: EditTripFormProps) {
  const update = useUpdateTrip();
  const form = useForm<TripEditInput, unknown, TripEditOutput>({
    resolver: zodResolver(tripEditSchema),
    defaultValues: {
      name: trip.name,
      destination: trip.destination,
      startDate: trip.startDate,
      endDate: trip.endDate,
      aim: trip.aim ?? '',
      route: trip.route ?? '',
      country: trip.country ?? '',
      transport: trip.transport ?? '',
      schoolName: trip.schoolName ?? '',
      schoolAddress: trip.schoolAddress ?? '',
      meetingPoint: trip.meetingPoint ?? '',
      returnPoint: trip.returnPoint ?? '',
      consentClauses: trip.consentClauses ?? '',
      consentStatements: trip.consentStatements.join('\n'),
      inMountains: trip.inMountains,
      nearWater: trip.nearWater,
      extraNumbers: trip.extraNumbers.map((extra) => ({ ...extra })),
      studentsPerGuardian: trip.studentsPerGuardian,
      eraseAfterDays: trip.eraseAfterDays ?? LIMITS.eraseAfterDays,
      consentKeepYears: trip.consentKeepYears ?? LIMITS.consentKeepYears,
      cost: costFormValues(trip.cost),
    },
  });
  const { errors } = form.formState;
  const [endDate, eraseAfterDays, consentKeepYears] = useWatch({ control: form.control, name: ['endDate', 'eraseAfterDays', 'consentKeepYears'] });

  const onSubmit = form.handleSubmit(
    (values) => {
      const changes = changedFields(trip, values);
      if (Object.keys(changes).length === 0) return onSaved();
      onPendingChange(true);
      return update
        .mutateAsync({ tripId: trip.id, changes })
        .then(
          () => {
            toast.success('Zaktualizowano wycieczkę');
            onSaved();
          },
          (error: unknown) => toast.error('Błąd podczas aktualizacji wycieczki', { description: errorMessage(error) }),
        )
        .finally(() => onPendingChange(false));
    },
    toastFirstFormError(FIELD_ORDER),
  );

  return (
    <form id={formId} onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="edit-trip-name" label="Nazwa wycieczki" error={errors.name?.message} {...form.register('name')} />
      <FormField id="edit-trip-destination" label="Miejsce docelowe" error={errors.destination?.message} {...form.register('destination')} />
      <div className="grid gap-4 min-[420px]:grid-cols-2">
        <Controller
          control={form.control}
          name="startDate"
          render={({ field, fieldState }) => (
            <DatePicker
              id="edit-trip-start"
              label="Data rozpoczęcia"
              value={field.value}
              onChange={(value) => {
                // A start moved onto or past the end takes the end with it (issue 48).
                const followed = endFollowingStart(field.value, form.getValues('endDate'), value);
                field.onChange(value);
                if (followed) form.setValue('endDate', followed, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
              }}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="endDate"
          render={({ field, fieldState }) => (
            <DatePicker id="edit-trip-end" label="Data zakończenia" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
      </div>
      <Controller
        control={form.control}
        name="studentsPerGuardian"
        render={({ field, fieldState }) => (
          <SelectField
            id="edit-trip-ratio"
            label="Liczba uczniów na opiekuna"
            hint={
              trip.canManageGuardians
                ? 'Limit uczniów liczy się z tej liczby i liczby opiekunów (kierownik liczy się jako opiekun).'
                : 'Zmienić ją może tylko twórca wycieczki.'
            }
            disabled={!trip.canManageGuardians}
            value={String(field.value)}
            onChange={(event) => field.onChange(Number(event.target.value))}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          >
            {RATIO_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
        )}
      />
      <EraseAfterDaysField
        id="edit-trip-erase-after"
        disabled={!trip.canManageGuardians}
        hint={erasureHint(trip, endDate, eraseAfterDays)}
        error={errors.eraseAfterDays?.message}
        {...form.register('eraseAfterDays', { valueAsNumber: true })}
      />
      {/* 'Archiwum zgód' (issue 31): a school trip keeps the school's years; a trip alone its own. */}
      {trip.approval ? (
        <p id="edit-trip-consent-keep" className="text-sm text-muted-foreground">
          Archiwum zgód: okres ustala szkoła: {countLabel(trip.consentKeepYears, YEAR_FORMS)}.
        </p>
      ) : (
        <ConsentKeepYearsField
          id="edit-trip-consent-keep"
          disabled={!trip.canManageGuardians}
          hint={consentKeepHint(trip, endDate, consentKeepYears)}
          error={errors.consentKeepYears?.message}
          {...form.register('consentKeepYears', { valueAsNumber: true })}
        />
      )}
      <fieldset className="grid gap-4 border-t border-border pt-5">
        <legend className="pt-5 text-base font-semibold">Szczegóły wycieczki</legend>
        <p className="-mt-2 text-sm text-muted-foreground">To, co drukuje karta wycieczki. Puste pola zostaną na karcie do wypełnienia ręcznie.</p>
        <TextAreaField id="edit-trip-aim" label="Cel wycieczki" maxLength={LIMITS.tripAimMax} {...registered(form, 'aim')} />
        <TextAreaField id="edit-trip-route" label="Trasa" rows={2} placeholder="np. Kraków – Zakopane – Kraków" maxLength={LIMITS.tripRouteMax} {...registered(form, 'route')} />
        <div className="grid gap-4 min-[420px]:grid-cols-2">
          <FormField id="edit-trip-country" label="Kraj" placeholder={HOME_COUNTRY} hint="Wycieczka za granicę pokaże kraj na karcie." {...registered(form, 'country')} />
          <FormField id="edit-trip-transport" label="Środek transportu" placeholder="np. autokar" {...registered(form, 'transport')} />
        </div>
        <FormField
          id="edit-trip-school"
          label="Nazwa szkoły"
          hint="Puste: szkoła z profilu kierownika wycieczki."
          {...registered(form, 'schoolName')}
        />
        <FormField id="edit-trip-school-address" label="Adres szkoły" {...registered(form, 'schoolAddress')} />
      </fieldset>
      <fieldset className="grid gap-4 border-t border-border pt-5">
        <legend className="pt-5 text-base font-semibold">Zgoda rodziców</legend>
        <p className="-mt-2 text-sm text-muted-foreground">
          To, co drukuje zgoda rodzica na udział dziecka. Puste pola zostaną w zgodzie do wypełnienia ręcznie.
        </p>
        <FormField
          id="edit-trip-meeting-point"
          label="Zbiórka (miejsce i godzina)"
          placeholder="np. parking przy szkole, 11.05.2026, 7:15"
          maxLength={LIMITS.meetingPointMax}
          {...registered(form, 'meetingPoint')}
        />
        <FormField
          id="edit-trip-return-point"
          label="Powrót (miejsce i przybliżona godzina)"
          placeholder="np. parking przy szkole, 15.05.2026, ok. 14:00"
          maxLength={LIMITS.meetingPointMax}
          {...registered(form, 'returnPoint')}
        />
        <TextAreaField
          id="edit-trip-consent-clauses"
          label="Dodatkowe postanowienia szkoły"
          hint="Np. zasady zachowania, odbiór dziecka, kieszonkowe. Zgoda na decyzje lekarskie i klauzula RODO są drukowane zawsze."
          rows={4}
          maxLength={LIMITS.consentClausesMax}
          {...registered(form, 'consentClauses')}
        />
        <TextAreaField
          id="edit-trip-consent-statements"
          label="Dodatkowe zgody (każda w osobnym wierszu)"
          hint="Rodzic odpowie na każdą osobno: „Wyrażam zgodę” albo „Nie wyrażam zgody”. Np. na publikację zdjęć dziecka na stronie szkoły. Najwyżej 5."
          rows={3}
          {...registered(form, 'consentStatements')}
          // A line's own message (too long, repeated) is said under the field too.
          error={firstFormError(errors, ['consentStatements']) ?? undefined}
        />
      </fieldset>
      <EmergencyNumbersFieldset form={form} />
      <TripCostFieldset form={form} canShowAmounts={trip.canManageGuardians} defaultDueDate={trip.startDate} />
    </form>
  );
}
