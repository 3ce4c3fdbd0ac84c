import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadSignedInProviders } from './app/layout';
import { preloadScreen } from './app/router';
import { registerAppWorker } from './lib/app-update';
import { readStoredSession } from './lib/session-store';
import { takeFlash } from './lib/sign-in-page';
import { toast } from './lib/toast';
import './index.css';

// A returning teacher: the signed-in chunks load side by side with the first render, not one after another.
if (readStoredSession()) {
  preloadSignedInProviders();
  // The landing page sends a signed-in user to the trips.
  const { pathname } = window.location;
  preloadScreen(pathname === '/' ? '/trips' : pathname);
}

// What the sign-in screen (its own document) said on its way here: 'Zalogowano pomyślnie!'.
const flash = takeFlash();
if (flash) toast[flash.kind](flash.message, flash.description ? { description: flash.description } : undefined);

const root = document.getElementById('root');
if (!root) throw new Error('Brak elementu #root');

// The first render in a transition: React draws it in slices of a few milliseconds between the
// browser's own work, not as one long task (Lighthouse's blocking time, issue 23).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

// The service worker registers after the page has loaded: the first screen never waits for it.
window.addEventListener('load', () => void registerAppWorker(), { once: true });
