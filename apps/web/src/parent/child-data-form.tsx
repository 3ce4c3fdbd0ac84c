/** @jsxImportSource preact */
import { firstIssueMessage, parentDataSchema, type ParentDataInput } from '@wycieczki/shared';
import { useState } from 'preact/hooks';
import { formatDateTime } from './format';
import { t } from './i18n';
import { parentApi } from './parent-api';
import { sayNotice } from './say-message';
import { CARD, PRIMARY } from './styles';
import { useParentSave, type SectionProps } from './use-parent-save';

type Values = Record<'parentPhone' | 'parentPhone2' | 'pesel' | 'allergies' | 'diet' | 'medicines', string>;

const INPUT = 'min-h-11 rounded-lg border border-input bg-card px-3 text-base font-normal';
const TEXTAREA = 'min-h-20 rounded-lg border border-input bg-card px-3 py-2 text-base font-normal';

/**
 * 'Dane dziecka': the parent fills in or corrects the phones, the PESEL, allergies, diet and
 * medicines. Phones and PESEL already given are never shown back (a forwarded link must not read
 * them): a field left empty keeps what is stored.
 */
export function ChildDataForm({ view, onSaved, onExpired }: SectionProps) {
  const { student } = view;
  const initial: Values = { parentPhone: '', parentPhone2: '', pesel: '', allergies: student.allergies ?? '', diet: student.diet ?? '', medicines: student.medicines ?? '' };
  const [values, setValues] = useState<Values>(initial);
  const { pending, error, setError, run } = useParentSave({ onSaved, onExpired });
  const [saved, setSaved] = useState(false);
  const set = (field: keyof Values) => (event: { currentTarget: { value: string } }) => {
    setSaved(false);
    setValues((current) => ({ ...current, [field]: event.currentTarget.value }));
  };

  const save = (event: Event) => {
    event.preventDefault();
    const input: ParentDataInput = {};
    // Typed phones and PESEL; texts that changed (an emptied one is cleared).
    for (const field of ['parentPhone', 'parentPhone2', 'pesel'] as const) if (values[field].trim()) input[field] = values[field];
    for (const field of ['allergies', 'diet', 'medicines'] as const) if (values[field].trim() !== initial[field].trim()) input[field] = values[field];
    const parsed = parentDataSchema.safeParse(input);
    if (!parsed.success) {
      setError({ message: firstIssueMessage(parsed.error) });
      return;
    }
    if (Object.keys(input).length === 0) {
      setError({ text: 'child.nothingChanged' });
      return;
    }
    run(parentApi.saveData(input), () => {
      setSaved(true);
      setValues({ ...values, parentPhone: '', parentPhone2: '', pesel: '' });
    });
  };

  return (
    <section aria-labelledby="child-data-title" class={CARD}>
      <h2 id="child-data-title" class="text-lg font-semibold">
        {t('child.title')}
      </h2>
      <p class="text-sm text-muted-foreground">{t('child.intro')}</p>
      {student.filledAt ? <p class="text-sm">{t('child.filledAt', { when: formatDateTime(student.filledAt) })}</p> : null}
      <form class="grid gap-3" onSubmit={save} noValidate>
        <Field id="parent-phone" label={t('child.parentPhone')} hint={student.hasParentPhone ? t('child.given') : undefined}>
          <input id="parent-phone" class={INPUT} type="tel" inputMode="tel" autocomplete="tel" value={values.parentPhone} onInput={set('parentPhone')} />
        </Field>
        <Field id="parent-phone2" label={t('child.parentPhone2')} hint={student.hasParentPhone2 ? t('child.given') : undefined}>
          <input id="parent-phone2" class={INPUT} type="tel" inputMode="tel" value={values.parentPhone2} onInput={set('parentPhone2')} />
        </Field>
        <Field id="child-allergies" label={t('child.allergies')}>
          <textarea id="child-allergies" class={TEXTAREA} value={values.allergies} onInput={set('allergies')} />
        </Field>
        <Field id="child-diet" label={t('child.diet')}>
          <textarea id="child-diet" class={TEXTAREA} value={values.diet} onInput={set('diet')} />
        </Field>
        <Field id="child-medicines" label={t('child.medicines')} hint={t('child.medicinesHint')}>
          <textarea id="child-medicines" class={TEXTAREA} value={values.medicines} onInput={set('medicines')} />
        </Field>
        <Field id="child-pesel" label={t('child.pesel')} hint={student.hasPesel ? t('child.given') : undefined}>
          <input id="child-pesel" class={INPUT} inputMode="numeric" autocomplete="off" value={values.pesel} onInput={set('pesel')} />
        </Field>
        {error ? (
          <p role="alert" class="text-sm text-destructive">
            {sayNotice(error)}
          </p>
        ) : null}
        {saved ? (
          <p role="status" class="text-sm font-medium text-emerald-700">
            {t('child.saved')}
          </p>
        ) : null}
        <button type="submit" class={PRIMARY} disabled={pending}>
          {pending ? t('child.saving') : t('child.save')}
        </button>
      </form>
    </section>
  );
}

function Field({ id, label, hint, children }: { id: string; label: string; hint?: string | undefined; children: preact.ComponentChildren }) {
  return (
    <div class="grid gap-1.5">
      <label for={id} class="text-sm font-medium">
        {label}
      </label>
      {children}
      {hint ? <p class="text-xs text-muted-foreground">{hint}</p> : null}
    </div>
  );
}
