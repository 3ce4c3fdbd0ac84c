/** @jsxImportSource preact */
import { useRef, useState } from 'preact/hooks';
import { SIGN_UP_FRAGMENT, type SignInPrefill } from '@/lib/sign-in-page';
import { AccountForm, type AccountFormKind } from './account-form';
import { Toasts } from './toasts';

const APP_NAME = 'Wycieczki Szkolne';
const TABS: { kind: AccountFormKind; label: string }[] = [
  { kind: 'sign-in', label: 'Logowanie' },
  { kind: 'sign-up', label: 'Rejestracja' },
];

/** The app's logo: lucide's bus on the primary colour. */
function LogoMark({ large = false }: { large?: boolean }) {
  return (
    <span class={`grid place-items-center bg-primary text-primary-foreground shadow-sm ${large ? 'size-12 rounded-xl' : 'size-9 rounded-lg'}`}>
      <svg aria-hidden="true" viewBox="0 0 24 24" class={large ? 'size-6' : 'size-5'} fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">
        <path d="M8 6v6M15 6v6M2 12h19.6M18 18h3s.5-1.7.8-2.8c.1-.4.2-.8.2-1.2 0-.4-.1-.8-.2-1.2l-1.4-5C20.1 6.8 19.1 6 18 6H4a2 2 0 0 0-2 2v10h3M9 18h5" />
        <circle cx="7" cy="18" r="2" />
        <circle cx="16" cy="18" r="2" />
      </svg>
    </span>
  );
}

/**
 * 'Logowanie' / 'Rejestracja' (SPEC's auth screen): the app's top bar with its name, and the card
 * with the two tabs. Tabs as WAI-ARIA describes them: arrows, Home and End move between them.
 */
export function SignInApp({ prefill }: { prefill: SignInPrefill | null }) {
  const [tab, setTab] = useState<AccountFormKind>(prefill?.tab ?? (window.location.hash === `#${SIGN_UP_FRAGMENT}` ? 'sign-up' : 'sign-in'));
  const tabs = useRef<Partial<Record<AccountFormKind, HTMLButtonElement | null>>>({});
  const choose = (kind: AccountFormKind) => {
    setTab(kind);
    tabs.current[kind]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const at = TABS.findIndex(({ kind }) => kind === tab);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    choose(TABS[(to + TABS.length) % TABS.length]!.kind);
  };

  return (
    <div class="flex min-h-dvh flex-col">
      <a href="#tresc" class="sr-only z-50 rounded-md bg-card px-3 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2">
        Przejdź do treści
      </a>
      <header class="sticky top-0 z-40 border-b border-border bg-card/90 backdrop-blur supports-[backdrop-filter]:bg-card/75">
        <div class="mx-auto flex h-16 max-w-6xl items-center px-4 max-[359px]:px-3 sm:px-6">
          <a href="/" class="flex h-11 min-w-11 shrink-0 items-center gap-2 rounded-lg font-semibold tracking-tight sm:h-10" aria-label={`${APP_NAME} – strona główna`}>
            <LogoMark />
            <span class="whitespace-nowrap text-base max-[359px]:hidden">{APP_NAME}</span>
          </a>
        </div>
      </header>
      <main id="tresc" class="flex-1">
        <div class="flex justify-center bg-gradient-to-b from-primary-soft/70 to-background px-4 py-10 sm:py-16">
          <div class="w-full max-w-md rounded-xl border border-border bg-card text-foreground shadow-sm">
            <div class="flex flex-col items-center gap-1.5 p-5 text-center sm:p-6">
              <a href="/" aria-label={`${APP_NAME} – strona główna`} class="rounded-lg">
                <LogoMark large />
              </a>
              <h1 class="mt-2 text-2xl font-bold tracking-tight">{APP_NAME}</h1>
              <p class="text-sm text-muted-foreground">Zaloguj się do systemu</p>
            </div>
            <div class="p-5 pt-0 sm:p-6 sm:pt-0">
              <div role="tablist" aria-orientation="horizontal" class="grid w-full grid-cols-2 gap-1 rounded-lg bg-muted p-1 text-muted-foreground" onKeyDown={onKeyDown}>
                {TABS.map(({ kind, label }) => (
                  <button
                    key={kind}
                    ref={(element) => {
                      tabs.current[kind] = element;
                    }}
                    type="button"
                    role="tab"
                    id={`tab-${kind}`}
                    aria-selected={tab === kind}
                    aria-controls={`panel-${kind}`}
                    tabIndex={tab === kind ? 0 : -1}
                    data-state={tab === kind ? 'active' : 'inactive'}
                    onClick={() => choose(kind)}
                    class="inline-flex h-11 cursor-pointer items-center justify-center whitespace-nowrap rounded-md px-3 text-sm font-medium transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm sm:h-9"
                  >
                    {label}
                  </button>
                ))}
              </div>
              <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} class="mt-5">
                <AccountForm key={tab} kind={tab} email={prefill?.email ?? ''} />
              </div>
            </div>
          </div>
        </div>
      </main>
      <Toasts />
    </div>
  );
}
