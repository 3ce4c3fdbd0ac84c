import type { ComponentProps, ReactNode } from 'react';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

type FieldFrame = {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
};

type FormFieldProps = ComponentProps<typeof Input> & FieldFrame;
type TextAreaFieldProps = ComponentProps<typeof Textarea> & FieldFrame;

/** The label above, the hint and the Polish error below; `control` gets the ids that tie them to it. */
function Field({ id, label, hint, error, control }: FieldFrame & { control: (described: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode }) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {control({ 'aria-invalid': error ? true : undefined, 'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-error`} message={error} /> : null}
    </div>
  );
}

export function FormField({ id, label, hint, error, ...inputProps }: FormFieldProps) {
  return <Field id={id} label={label} hint={hint} error={error} control={(described) => <Input id={id} {...described} {...inputProps} />} />;
}

/** A FormField for an amount in złoty: the keypad with the decimal comma, and nothing filled in by the browser. */
export function AmountField(props: Omit<FormFieldProps, 'inputMode' | 'autoComplete'>) {
  return <FormField inputMode="decimal" autoComplete="off" {...props} />;
}

/** A FormField for a long text, typed over several lines. */
export function TextAreaField({ id, label, hint, error, ...textareaProps }: TextAreaFieldProps) {
  return <Field id={id} label={label} hint={hint} error={error} control={(described) => <Textarea id={id} {...described} {...textareaProps} />} />;
}

/** A field's Polish error under it; `id` is what the field's aria-describedby names. */
export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="text-xs font-medium text-destructive">
      {message}
    </p>
  );
}

/** What a FormField takes from react-hook-form for one field: its registration and its error message. */
export function registered<T extends FieldValues, C, O extends FieldValues>(form: UseFormReturn<T, C, O>, name: Path<T>) {
  const error = get(form.formState.errors, name) as { message?: string } | undefined;
  return { ...form.register(name), error: error?.message };
}
