import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { readStoredSession } from './session-store';

/**
 * Drafts of forms a teacher types into (the new-trip wizard, the student form, the room form),
 * kept until they are saved or discarded with 'Odrzuć szkic' (docs/decisions/014). By default in
 * sessionStorage: a draft outlives a closed dialog, a Back press and a reload, and goes with the
 * tab. The new-trip wizard's, half an hour of typing, is kept on the device ('device':
 * localStorage) and survives a closed browser (issue 23). Keyed by the signed-in user, and removed
 * on sign-out from both, so a child's PESEL typed on a shared computer does not stay on it.
 */
const PREFIX = 'wycieczki.draft:';

export type Draft<T> = { values: T; savedAt: number };

/** 'tab': until the tab closes; 'device': until it is saved, discarded or the user signs out. */
export type DraftKeeping = 'tab' | 'device';

const storageFor = (keeping: DraftKeeping): Storage => (keeping === 'device' ? localStorage : sessionStorage);

function storageKey(name: string): string | null {
  const userId = readStoredSession()?.user.id;
  return userId ? `${PREFIX}${userId}:${name}` : null;
}

export function readDraft<T>(name: string, keeping: DraftKeeping = 'tab'): Draft<T> | null {
  const key = storageKey(name);
  if (!key) return null;
  try {
    const raw = storageFor(keeping).getItem(key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Draft<T>;
    return typeof draft.savedAt === 'number' && typeof draft.values === 'object' && draft.values !== null ? draft : null;
  } catch {
    return null;
  }
}

export function writeDraft<T>(name: string, values: T, keeping: DraftKeeping = 'tab'): void {
  const key = storageKey(name);
  if (!key) return;
  try {
    storageFor(keeping).setItem(key, JSON.stringify({ values, savedAt: Date.now() } satisfies Draft<T>));
  } catch {
    // Storage full or refused (a private window): the form still works, only without a draft.
  }
}

export function removeDraft(name: string, keeping: DraftKeeping = 'tab'): void {
  const key = storageKey(name);
  if (key) storageFor(keeping).removeItem(key);
}

/** Every draft of this tab and of this device, whoever's: on sign-out. */
export function clearDrafts(): void {
  for (const storage of [sessionStorage, localStorage]) {
    for (const key of Object.keys(storage)) if (key.startsWith(PREFIX)) storage.removeItem(key);
  }
}

/**
 * Keeps a react-hook-form form's values as the draft `name` while they differ from the form's
 * defaults, and puts a stored draft back when the form mounts. `restoredAt` is the draft's time
 * when one was put back (for DraftNotice); `discard` returns to the defaults and forgets it.
 */
export function useFormDraft<T extends FieldValues, C, O extends FieldValues>(name: string, form: UseFormReturn<T, C, O>) {
  // Read once, as the form mounts (a form with another draft name is another form: its own key).
  const [restored] = useState(() => readDraft<T>(name));
  const [restoredAt, setRestoredAt] = useState(restored?.savedAt ?? null);

  useEffect(() => {
    // The defaults stay the defaults: the form is dirty, so the draft is kept until saved.
    if (restored) form.reset(restored.values, { keepDefaultValues: true });
    return form.subscribe({
      formState: { values: true, isDirty: true },
      callback: ({ values, isDirty }) => (isDirty ? writeDraft(name, values) : removeDraft(name)),
    });
  }, [name, form, restored]);

  return {
    restoredAt,
    discard: () => {
      removeDraft(name);
      form.reset();
      setRestoredAt(null);
    },
  };
}
