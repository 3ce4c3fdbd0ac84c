import { zodResolver } from '@hookform/resolvers/zod';
import { attendanceCheckSchema, type AttendanceCheckInput } from '@wycieczki/shared';
import { Controller, useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { FormField, registered } from '@/components/ui/form-field';
import { toastFirstFormError } from '@/lib/first-form-error';
import { DatePicker } from '@/components/ui/date-picker';
import { TimeField } from '@/components/ui/time-field';

export type AttendanceCheckValues = z.output<typeof attendanceCheckSchema>;

const FIELD_ORDER = ['name', 'date', 'time'] as const;

type AttendanceCheckFormProps = {
  formId: string;
  defaultValues: AttendanceCheckInput;
  onSubmit: (values: AttendanceCheckValues) => Promise<unknown> | void;
};

/** Name, date and time of a list: used to create one and to rename one. */
export default function AttendanceCheckForm({ formId, defaultValues, onSubmit }: AttendanceCheckFormProps) {
  const form = useForm<AttendanceCheckInput, unknown, AttendanceCheckValues>({
    resolver: zodResolver(attendanceCheckSchema),
    defaultValues,
  });

  const submit = form.handleSubmit(onSubmit, toastFirstFormError(FIELD_ORDER));

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
    </form>
  );
}
