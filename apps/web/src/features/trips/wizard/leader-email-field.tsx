import { LIMITS } from '@wycieczki/shared';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { toast } from '@/lib/toast';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAuth } from '@/lib/use-session';
import { Button } from '@/components/ui/button';
import { UserRoundCheck } from 'lucide-react';
import { useUserSearch } from '../api/search-users';

const SEARCH_DELAY_MS = 300;

type LeaderEmailFieldProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
};

/** The leader's email with suggestions of registered users (a combobox: arrows, Enter, Escape, or a click). */
export function LeaderEmailField({ id, value, onChange }: LeaderEmailFieldProps) {
  const ownEmail = useAuth().user?.email ?? null;
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(value.trim(), SEARCH_DELAY_MS);
  const search = useUserSearch(query);

  useEffect(() => {
    if (search.isError) toast.error('Błąd podczas wyszukiwania użytkowników', { id: 'user-search-error' });
  }, [search.isError, search.errorUpdatedAt]);

  const results = value.trim().length >= LIMITS.leaderSearchMinChars ? (search.data ?? []) : [];
  const expanded = open && results.length > 0;
  const activeIndex = active < results.length ? active : -1;

  const choose = (email: string) => {
    onChange(email);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (results.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + results.length) % results.length);
    } else if (event.key === 'Enter' && expanded && activeIndex >= 0) {
      event.preventDefault();
      const chosen = results[activeIndex];
      if (chosen) choose(chosen.email);
    } else if (event.key === 'Escape' && expanded) {
      setOpen(false);
    }
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Email kierownika wycieczki</Label>
      <div className="relative">
        <Input
          id={id}
          type="email"
          inputMode="email"
          autoComplete="off"
          placeholder="Wpisz co najmniej 3 znaki, aby wyszukać"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label="Znalezieni użytkownicy"
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-10 mt-1 max-h-60 overflow-y-auto rounded-lg border border-border bg-card p-1 shadow-lg"
        >
          {results.map((user, index) => (
            <li
              key={user.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              // Keeps the focus in the input, so the blur does not close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(user.email)}
              className={cn('cursor-pointer rounded-md px-3 py-2 hover:bg-muted', index === activeIndex && 'bg-primary-soft')}
            >
              <span className="block truncate text-sm font-medium">{user.email}</span>
              {user.fullName ? <span className="block truncate text-xs text-muted-foreground">{user.fullName}</span> : null}
            </li>
          ))}
        </ul>
      </div>
      <p className="text-xs text-muted-foreground">Kierownik musi mieć konto w aplikacji. Wyszukiwanie od 3 znaków.</p>
      {/* Most often the teacher who plans the trip leads it: one tap, still changeable. */}
      {ownEmail && value.trim().toLowerCase() !== ownEmail.toLowerCase() ? (
        <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => onChange(ownEmail)}>
          <UserRoundCheck aria-hidden="true" />
          <span className="truncate">Kierownikiem będę ja</span>
        </Button>
      ) : null}
    </div>
  );
}
