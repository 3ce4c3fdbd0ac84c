import { X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { matchesName } from '@/lib/match-name';
import { MAX_WISHES } from '../rooming-draft';

export type Classmate = { id: string; name: string; className: string | null };

/** So many options at most: a few letters find anyone in a class of 120. */
const SHOWN = 30;

type WishPickerProps = {
  pupil: Classmate;
  /** The trip's pupils in surname order. */
  classmates: readonly Classmate[];
  names: ReadonlyMap<string, string>;
  wishes: readonly string[];
  onChange: (wishes: string[]) => void;
};

/**
 * 'Życzenia': up to three classmates, chosen as chips from a combobox that searches the trip's pupils
 * as typed (arrows, Enter, Escape, or a tap); the list shows only while the field has focus.
 */
export function WishPicker({ pupil, classmates, names, wishes, onChange }: WishPickerProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const full = wishes.length >= MAX_WISHES;
  const options = open ? classmates.filter((c) => c.id !== pupil.id && !wishes.includes(c.id) && matchesName(c.name, query)).slice(0, SHOWN) : [];
  const expanded = options.length > 0;
  const activeIndex = active < options.length ? active : -1;

  const choose = (classmateId: string) => {
    onChange([...wishes, classmateId]);
    setQuery('');
    setActive(-1);
    if (wishes.length + 1 >= MAX_WISHES) setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + options.length) % options.length);
    } else if (event.key === 'Enter' && expanded && activeIndex >= 0) {
      event.preventDefault();
      const chosen = options[activeIndex];
      if (chosen) choose(chosen.id);
    } else if (event.key === 'Escape' && expanded) {
      setOpen(false);
    }
  };

  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium leading-none">
        Życzenia<span className="sr-only">: {pupil.name}</span>
      </label>
      {wishes.length > 0 ? (
        <ul aria-label={`Wybrani przez: ${pupil.name}`} className="flex flex-wrap gap-1.5">
          {wishes.map((wishId) => {
            const name = names.get(wishId) ?? '?';
            return (
              <li key={wishId} className="flex min-w-0 max-w-full items-center gap-1 rounded-md bg-primary-soft py-0.5 pl-2 text-sm text-primary">
                <span className="min-w-0 wrap-anywhere">{name}</span>
                <button
                  type="button"
                  aria-label={`Usuń życzenie: ${name} (${pupil.name})`}
                  title="Usuń życzenie"
                  onClick={() => onChange(wishes.filter((w) => w !== wishId))}
                  className="grid size-11 shrink-0 cursor-pointer place-items-center rounded-md hover:bg-primary-soft/70 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:size-7"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {full ? (
        <p className="text-xs text-muted-foreground">Wybrano {MAX_WISHES} życzenia (najwięcej).</p>
      ) : (
        <div className="relative">
          <Input
            id={id}
            autoComplete="off"
            placeholder="Szukaj ucznia po imieniu lub nazwisku"
            role="combobox"
            aria-label={`Życzenia: ${pupil.name}`}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onClick={() => setOpen(true)}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={`Uczniowie do wyboru: ${pupil.name}`}
            hidden={!expanded}
            className="absolute inset-x-0 top-full z-20 mt-1 max-h-60 overflow-y-auto rounded-lg border border-border bg-card p-1 shadow-lg"
          >
            {options.map((classmate, index) => (
              <li
                key={classmate.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                // Keeps the focus in the input, so the blur does not close the list before the tap lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(classmate.id)}
                className={cn('cursor-pointer rounded-md px-3 py-2.5 text-sm hover:bg-muted', index === activeIndex && 'bg-primary-soft')}
              >
                <span className="wrap-anywhere font-medium">{classmate.name}</span>
                {classmate.className ? <span className="ml-1.5 text-xs text-muted-foreground">{classmate.className}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
