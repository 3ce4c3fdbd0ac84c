import type { Session } from '@wycieczki/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEY } from './session-store';

/**
 * Two tabs refreshing one session. The browser's lock manager is shared by every tab of an origin and
 * changes at once; each tab's localStorage is its own copy, which shows another tab's write a moment
 * later. Each "tab" here is a fresh instance of the modules, with its own storage copy, and one lock
 * manager between them.
 */

type Held = { name: string; released: Promise<void> };

/** The exclusive-mode subset of the Web Locks API the refresh uses: request (with ifAvailable) and query. */
class FakeLockManager {
  private readonly held = new Map<string, Held>();

  async request(name: string, ...args: [LockGrantedCallback<unknown>] | [LockOptions, LockGrantedCallback<unknown>]): Promise<unknown> {
    const [options, callback] = args.length === 1 ? [{}, args[0]] : args;
    if (options.ifAvailable && this.held.has(name)) return callback(null);
    for (let current = this.held.get(name); current; current = this.held.get(name)) await current.released;
    let release!: () => void;
    this.held.set(name, { name, released: new Promise<void>((resolve) => (release = resolve)) });
    try {
      return await callback({ name, mode: 'exclusive' } as Lock);
    } finally {
      this.held.delete(name);
      release();
    }
  }

  async query(): Promise<LockManagerSnapshot> {
    return { held: [...this.held.keys()].map((name) => ({ name, mode: 'exclusive' as const })), pending: [] };
  }

  heldNames(): string[] {
    return [...this.held.keys()];
  }
}

class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem = (key: string): string | null => this.items.get(key) ?? null;
  setItem = (key: string, value: string): void => void this.items.set(key, value);
  removeItem = (key: string): void => void this.items.delete(key);
}

function session(refreshToken: string): Session {
  return {
    accessToken: `access-${refreshToken}`,
    refreshToken,
    accessTokenExpiresAt: Date.now() + 15 * 60_000,
    user: { id: '00000000-0000-4000-8000-000000000001', email: 'anna@szkola.pl', fullName: 'Anna Nowak' },
  } as Session;
}

const STALE = session('refresh-1');
const FRESH = session('refresh-2');

let locks: FakeLockManager;
let refreshCalls: string[];
let refreshAnswer: () => Response;

/** A tab: its own copy of localStorage and its own instance of the app's modules. */
async function openTab(stored: Session | null) {
  const storage = new MemoryStorage();
  if (stored) storage.setItem(SESSION_KEY, JSON.stringify(stored));
  vi.stubGlobal('localStorage', storage);
  vi.resetModules();
  const module = await import('./refresh-session');
  const { sessionStore } = await import('./session-store');
  return {
    storage,
    stored: () => JSON.parse(storage.getItem(SESSION_KEY) ?? 'null') as Session | null,
    /** Makes this tab the one running (its storage copy is the global one), then refreshes. */
    refresh(token: string) {
      vi.stubGlobal('localStorage', storage);
      return module.refreshSession(token);
    },
    sessionStore,
  };
}

beforeEach(() => {
  locks = new FakeLockManager();
  refreshCalls = [];
  refreshAnswer = () => Response.json(FRESH);
  vi.stubGlobal('window', { setTimeout, addEventListener: () => undefined });
  vi.stubGlobal('navigator', { locks });
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    refreshCalls.push((JSON.parse(String(init.body)) as { refreshToken: string }).refreshToken);
    return refreshAnswer();
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('refreshing a session shared by two tabs', () => {
  it('rotates the token once, stores the new session and marks the old token spent for every tab', async () => {
    const tab = await openTab(STALE);
    await expect(tab.refresh(STALE.refreshToken)).resolves.toEqual(FRESH);
    expect(refreshCalls).toEqual([STALE.refreshToken]);
    expect(tab.stored()).toEqual(FRESH);
    expect(locks.heldNames()).toEqual([expect.stringMatching(/^wycieczki-refresh-spent:[0-9a-f]{24}$/)]);
    // The mark is a digest: the token itself is not written anywhere new.
    expect(locks.heldNames()[0]).not.toContain(STALE.refreshToken);
  });

  it('a second tab whose copy of localStorage still holds the spent token waits for it instead of presenting it again', async () => {
    const first = await openTab(STALE);
    const second = await openTab(STALE);
    await first.refresh(STALE.refreshToken);

    const adopted = second.refresh(STALE.refreshToken);
    // The first tab's write reaches the second tab's copy a moment later.
    setTimeout(() => second.storage.setItem(SESSION_KEY, JSON.stringify(FRESH)), 100);
    await expect(adopted).resolves.toEqual(FRESH);
    expect(refreshCalls).toEqual([STALE.refreshToken]);
    expect(second.sessionStore.getSession()).toEqual(FRESH);
  });

  it('a second tab whose copy never catches up fails like a lost connection and still does not present the spent token', async () => {
    const first = await openTab(STALE);
    const second = await openTab(STALE);
    await first.refresh(STALE.refreshToken);
    await expect(second.refresh(STALE.refreshToken)).rejects.toMatchObject({ status: 0, code: 'network_error' });
    expect(refreshCalls).toEqual([STALE.refreshToken]);
    // Not signed out: the next request tries again, by then with the new session.
    expect(second.stored()).toEqual(STALE);
  });

  it('a tab that already holds the newer session adopts it without calling the API', async () => {
    const first = await openTab(STALE);
    await first.refresh(STALE.refreshToken);
    const second = await openTab(FRESH);
    await expect(second.refresh(STALE.refreshToken)).resolves.toEqual(FRESH);
    expect(refreshCalls).toEqual([STALE.refreshToken]);
  });

  it('refreshes in one tab at most once, however many requests ask at the same time', async () => {
    const tab = await openTab(STALE);
    const answers = await Promise.all([tab.refresh(STALE.refreshToken), tab.refresh(STALE.refreshToken), tab.refresh(STALE.refreshToken)]);
    expect(answers).toEqual([FRESH, FRESH, FRESH]);
    expect(refreshCalls).toEqual([STALE.refreshToken]);
  });

  it('a rejected refresh signs the tab out', async () => {
    refreshAnswer = () => Response.json({ error: { code: 'unauthorized', message: 'Sesja wygasła' } }, { status: 401 });
    const tab = await openTab(STALE);
    await expect(tab.refresh(STALE.refreshToken)).resolves.toBeNull();
    expect(tab.stored()).toBeNull();
    expect(tab.sessionStore.getSession()).toBeNull();
    expect(locks.heldNames()).toEqual([]);
  });

  it('a failed connection keeps the session for a later try', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const tab = await openTab(STALE);
    await expect(tab.refresh(STALE.refreshToken)).rejects.toMatchObject({ status: 0, code: 'network_error' });
    expect(tab.stored()).toEqual(STALE);
    expect(locks.heldNames()).toEqual([]);
  });
});
