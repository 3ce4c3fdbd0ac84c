/** @jsxImportSource preact */
import { firstIssueMessage, parentWishesSchema } from '@wycieczki/shared';
import { useState } from 'preact/hooks';
import { formatDay } from './format';
import { t } from './i18n';
import { parentApi } from './parent-api';
import { sayNotice } from './say-message';
import { CARD, PRIMARY } from './styles';
import { useParentSave, type SectionProps } from './use-parent-save';

const SELECT = 'min-h-11 w-full rounded-lg border border-input bg-card px-3 text-base font-normal';
const PLACES = [0, 1, 2] as const;

/**
 * 'Z kim w pokoju?' (issue 52): until the day the teacher set, the parent names up to three
 * classmates the child would share a room with. The teacher decides; the page says so.
 */
export default function RoomingSection({ view, onSaved, onExpired }: SectionProps) {
  const rooming = view.rooming!;
  const [wishes, setWishes] = useState<string[]>(rooming.wishes);
  const [saved, setSaved] = useState(false);
  const { pending, error, setError, run } = useParentSave({ onSaved, onExpired });
  const choose = (place: number, id: string) => {
    setSaved(false);
    const next = [...wishes];
    next[place] = id;
    setWishes(next.filter(Boolean));
  };
  const save = (event: Event) => {
    event.preventDefault();
    const input = { wishes: [...new Set(wishes.filter(Boolean))] };
    const parsed = parentWishesSchema.safeParse(input);
    if (!parsed.success) {
      setError({ message: firstIssueMessage(parsed.error) });
      return;
    }
    run(parentApi.saveWishes(input), () => setSaved(true));
  };
  return (
    <section aria-labelledby="rooming-title" class={CARD}>
      <h2 id="rooming-title" class="text-lg font-semibold">
        {t('rooming.title')}
      </h2>
      <p class="text-sm text-muted-foreground">{t('rooming.intro', { date: formatDay(rooming.until) })}</p>
      <form class="grid gap-3" onSubmit={save} noValidate>
        {PLACES.map((place) => {
          const chosen = wishes[place] ?? '';
          // A classmate already chosen in another place is not offered again.
          const taken = new Set(wishes.filter((_, i) => i !== place));
          return (
            <label key={place} class="grid gap-1 text-sm font-medium">
              {t('rooming.wish', { n: place + 1 })}
              <select class={SELECT} value={chosen} disabled={place > wishes.length} onChange={(event) => choose(place, event.currentTarget.value)}>
                <option value="">{t('rooming.none')}</option>
                {rooming.classmates
                  .filter((classmate) => !taken.has(classmate.id))
                  .map((classmate) => (
                    <option key={classmate.id} value={classmate.id}>
                      {classmate.name}
                    </option>
                  ))}
              </select>
            </label>
          );
        })}
        {error ? (
          <p role="alert" class="text-sm font-medium text-destructive">
            {sayNotice(error)}
          </p>
        ) : null}
        {saved ? (
          <p role="status" class="text-sm font-medium text-emerald-700">
            {t('rooming.saved')}
          </p>
        ) : null}
        <button type="submit" class={PRIMARY} disabled={pending}>
          {pending ? t('rooming.saving') : t('rooming.save')}
        </button>
      </form>
    </section>
  );
}
