import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadSignedInShell } from './app/layout';
import { preloadScreen } from './app/router';
import { restoreStoredSession } from './app/session-keeper';
import { registerAppWorkerAfterLoad } from './lib/app-update';
import { isCodeNotLoaded } from './lib/code-not-loaded';
import { readStoredSession } from './lib/session-store';
import { takeFlash } from './lib/sign-in-page';
import { toast } from './lib/toast';
import './index.css';

/**
 * How long a returning teacher's start waits for the signed-in chunks before drawing without them
 * (a slow network: the spinner then shows while they load).
 */
const START_CHUNKS_WAIT_MS = 1000;

/**
 * A returning teacher: the signed-in chunks (the shell around the page, and the page) load side by
 * side, and the first render waits for them, so it draws the screen in one go instead of a spinner
 * and then each part as its chunk arrives (issue 23, point 8).
 */
function loadStartChunks(): Promise<unknown> {
  if (!readStoredSession()) return Promise.resolve();
  // A spent access token is renewed meanwhile, not after the first render.
  restoreStoredSession();
  // The landing page sends a signed-in user to the trips.
  const { pathname } = window.location;
  // A chunk that fails is asked for again when the render needs it; the others are still waited for.
  const chunks = Promise.allSettled([preloadSignedInShell(), preloadScreen(pathname === '/' ? '/trips' : pathname)]);
  return Promise.race([chunks, new Promise((resolve) => setTimeout(resolve, START_CHUNKS_WAIT_MS))]);
}

// What the sign-in screen (its own document) said on its way here: 'Zalogowano pomyślnie!'.
const flash = takeFlash();
if (flash) toast[flash.kind](flash.message, flash.description ? { description: flash.description } : undefined);

const root = document.getElementById('root');
if (!root) throw new Error('Brak elementu #root');

// The first render in a transition: React draws it in slices of a few milliseconds between the
// browser's own work, not as one long task (Lighthouse's blocking time, issue 23).
void loadStartChunks().then(() =>
  startTransition(() => {
    createRoot(root, {
      // What a boundary caught has been shown to the user ('Nie udało się otworzyć tego ekranu', a banner
      // left out). A screen's code lost on a bad network is not the app failing: a warning. Anything
      // else is a fault of the app, and stays an error (the journeys fail on one).
      onCaughtError: (error, { componentStack }) =>
        (isCodeNotLoaded(error) ? console.warn : console.error)('Przechwycony błąd ekranu:', error, componentStack),
    }).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }),
);

// The service worker registers after the page has loaded: the first screen never waits for it.
registerAppWorkerAfterLoad();
