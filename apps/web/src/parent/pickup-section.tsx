/** @jsxImportSource preact */
import { firstIssueMessage, PICKUP_PERSONS_MAX, pickupPersonSchema } from '@wycieczki/shared';
import { useEffect, useState } from 'preact/hooks';
import { formatDateTime } from './format';
import { t } from './i18n';
import { parentApi } from './parent-api';
import { sayNotice } from './say-message';
import { CARD, PRIMARY, SECONDARY } from './styles';
import { useParentSave, type SectionProps } from './use-parent-save';

const INPUT = 'min-h-11 rounded-lg border border-input bg-card px-3 text-base font-normal';
const EMPTY = { name: '', relation: '', phone: '', document: '' };
type Person = typeof EMPTY;

/**
 * 'Odbiór dziecka' (issue 54): the handover the teacher recorded, to confirm ('Potwierdzam odbiór');
 * the one-time code to show the teacher in person; 'Kto może odebrać dziecko', the people the parent
 * names (the leader hands the child only to a parent or one of them, and checks their document).
 */
export default function PickupSection({ view, onSaved, onExpired }: SectionProps) {
  const pickup = view.pickup!;
  const [person, setPerson] = useState<Person>(EMPTY);
  const [added, setAdded] = useState(false);
  const save = useParentSave({ onSaved, onExpired });
  const confirm = useParentSave({ onSaved, onExpired });
  const handover = pickup.handover;

  // A handover recorded while the page stood open shows when the parent comes back to it.
  useEffect(() => {
    const shown = () => {
      if (document.visibilityState === 'visible') parentApi.view().then(onSaved, () => undefined);
    };
    document.addEventListener('visibilitychange', shown);
    return () => document.removeEventListener('visibilitychange', shown);
  }, [onSaved]);

  const set = (field: keyof Person) => (event: { currentTarget: { value: string } }) => {
    setAdded(false);
    setPerson((current) => ({ ...current, [field]: event.currentTarget.value }));
  };
  const add = (event: Event) => {
    event.preventDefault();
    const parsed = pickupPersonSchema.safeParse(person);
    if (!parsed.success) {
      save.setError({ message: firstIssueMessage(parsed.error) });
      return;
    }
    save.run(parentApi.namePickupPerson(person), () => {
      setPerson(EMPTY);
      setAdded(true);
    });
  };

  return (
    <section aria-labelledby="pickup-title" class={CARD} data-testid="parent-pickup">
      <h2 id="pickup-title" class="text-lg font-semibold">
        {t('pickup.title')}
      </h2>
      <p class="text-sm text-muted-foreground">{t('pickup.intro')}</p>
      {handover ? (
        <div class="grid gap-2 rounded-lg border-2 border-primary/40 bg-primary-soft p-3">
          <p class="text-sm font-medium">{t('pickup.recorded', { name: handover.collectorName, when: formatDateTime(handover.collectedAt), place: handover.place })}</p>
          {handover.confirmedAt ? (
            <p role="status" class="text-sm font-semibold text-emerald-700">
              {t('pickup.confirmed')}
            </p>
          ) : (
            <>
              <p class="text-sm">{t('pickup.confirmHint')}</p>
              {confirm.error ? (
                <p role="alert" class="text-sm text-destructive">
                  {sayNotice(confirm.error)}
                </p>
              ) : null}
              <button type="button" class={PRIMARY} disabled={confirm.pending} onClick={() => confirm.run(parentApi.confirmHandover(handover.id), () => undefined)}>
                {confirm.pending ? t('pickup.confirming') : t('pickup.confirm')}
              </button>
            </>
          )}
        </div>
      ) : (
        <button type="button" class={`${SECONDARY} justify-self-start`} onClick={() => parentApi.view().then(onSaved, () => undefined)}>
          {t('pickup.refresh')}
        </button>
      )}
      {pickup.code ? (
        <div class="grid gap-1">
          <h3 class="text-base font-semibold">{t('pickup.codeTitle')}</h3>
          <p class="text-3xl font-bold tracking-[0.2em] tabular-nums" data-testid="pickup-code" aria-label={pickup.code.split('').join(' ')}>
            {`${pickup.code.slice(0, 3)} ${pickup.code.slice(3)}`}
          </p>
          <p class="text-sm text-muted-foreground">{t('pickup.codeHint')}</p>
        </div>
      ) : null}
      <div class="grid gap-2">
        <h3 class="text-base font-semibold">{t('pickup.personsTitle')}</h3>
        <p class="text-sm text-muted-foreground">{t('pickup.personsIntro')}</p>
        {pickup.persons.length === 0 ? (
          <p class="text-sm">{t('pickup.none')}</p>
        ) : (
          <ul class="grid gap-2" aria-label={t('pickup.personsTitle')}>
            {pickup.persons.map((named) => (
              <li key={named.id} class="flex items-start gap-2 rounded-lg border border-border p-2">
                <div class="min-w-0 flex-1 text-sm [overflow-wrap:anywhere]">
                  <p class="font-medium">
                    {named.name}
                    {named.relation ? ` (${named.relation})` : ''}
                  </p>
                  {named.phone ? <p>{t('pickup.phoneShown', { phone: named.phone })}</p> : null}
                  {named.document ? <p class="text-muted-foreground">{t('pickup.documentShown', { document: named.document })}</p> : null}
                </div>
                <button
                  type="button"
                  class={SECONDARY}
                  aria-label={t('pickup.remove', { name: named.name })}
                  disabled={save.pending}
                  onClick={() => save.run(parentApi.removePickupPerson(named.id), () => setAdded(false))}
                >
                  {t('pickup.removeLabel')}
                </button>
              </li>
            ))}
          </ul>
        )}
        {pickup.persons.length < PICKUP_PERSONS_MAX ? (
          <form class="grid gap-3" onSubmit={add} noValidate>
            <Field id="pickup-name" label={t('pickup.name')}>
              <input id="pickup-name" class={INPUT} autocomplete="off" value={person.name} onInput={set('name')} />
            </Field>
            <Field id="pickup-relation" label={t('pickup.relation')} hint={t('pickup.relationHint')}>
              <input id="pickup-relation" class={INPUT} autocomplete="off" value={person.relation} onInput={set('relation')} />
            </Field>
            <Field id="pickup-phone" label={t('pickup.phone')}>
              <input id="pickup-phone" class={INPUT} type="tel" inputMode="tel" autocomplete="off" value={person.phone} onInput={set('phone')} />
            </Field>
            <Field id="pickup-document" label={t('pickup.document')} hint={t('pickup.documentHint')}>
              <input id="pickup-document" class={INPUT} autocomplete="off" value={person.document} onInput={set('document')} />
            </Field>
            <button type="submit" class={PRIMARY} disabled={save.pending}>
              {save.pending ? t('pickup.adding') : t('pickup.add')}
            </button>
          </form>
        ) : null}
        {save.error ? (
          <p role="alert" class="text-sm text-destructive">
            {sayNotice(save.error)}
          </p>
        ) : null}
        {added ? (
          <p role="status" class="text-sm font-medium text-emerald-700">
            {t('pickup.added')}
          </p>
        ) : null}
      </div>
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
