import { zodResolver } from '@hookform/resolvers/zod';
import { attendanceCheckSchema, MSG, type AttendanceCheckInput } from '@wycieczki/shared';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { FormField, registered } from '@/components/ui/form-field';
import { toastFirstFormError } from '@/lib/first-form-error';
import { toast } from '@/lib/toast';
import { DatePicker } from '@/components/ui/date-picker';
import { TimeField } from '@/components/ui/time-field';
import { MeetingPointFields } from './meeting-point-fields';

export type AttendanceCheckValues = z.output<typeof attendanceCheckSchema>;

const FIELD_ORDER = ['name', 'date', 'time', 'meetingPlace', 'meetingLat', 'meetingLng'] as const;

type AttendanceCheckFormProps = {
  formId: string;
  defaultValues: AttendanceCheckInput;
  onSubmit: (values: AttendanceCheckValues) => Promise<unknown> | void;
};

/** Name, date and time of a list, and whether it is a 'Zbiórka' (issue 54): used to create one and to change one. */
export default function AttendanceCheckForm({ formId, defaultValues, onSubmit }: AttendanceCheckFormProps) {
  const form = useForm<AttendanceCheckInput, unknown, AttendanceCheckValues>({
    resolver: zodResolver(attendanceCheckSchema),
    defaultValues: { ...defaultValues, meetingPlace: defaultValues.meetingPlace ?? '', meetingLat: defaultValues.meetingLat ?? null, meetingLng: defaultValues.meetingLng ?? null },
  });
  const [meeting, setMeeting] = useState(Boolean(defaultValues.meetingPlace));

  const submit = form.handleSubmit((values) => {
    if (!meeting) return onSubmit({ ...values, meetingPlace: null, meetingLat: null, meetingLng: null });
    // A 'Zbiórka' names its place; an empty one would make the list a roll call without a word.
    if (!values.meetingPlace) {
      form.setError('meetingPlace', { message: MSG.meetingPlaceRequired });
      toast.error(MSG.meetingPlaceRequired);
      return;
    }
    return onSubmit(values);
  }, toastFirstFormError(FIELD_ORDER));

  return (
    <form id={formId} onSubmit={submit} noValidate className="grid gap-4">
      <FormField id={`${formId}-name`} label="Nazwa listy" placeholder="np. Poranek - dzień 2" autoComplete="off" {...registered(form, 'name')} />
      <div className="grid gap-4 min-[420px]:grid-cols-2">
        <Controller
          control={form.control}
          name="date"
          render={({ field, fieldState }) => (
            <DatePicker id={`${formId}-date`} label="Data" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
        <Controller
          control={form.control}
          name="time"
          render={({ field, fieldState }) => (
            <TimeField id={`${formId}-time`} label="Godzina" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
      </div>
      <MeetingPointFields formId={formId} form={form} meeting={meeting} onMeetingChange={setMeeting} />
    </form>
  );
}
