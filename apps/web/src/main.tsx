import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadSignedInProviders } from './app/layout';
import { preloadScreen } from './app/router';
import { registerAppWorker } from './lib/app-update';
import { readStoredSession } from './lib/session-store';
import './index.css';

// A returning teacher: the signed-in chunks load side by side with the first render, not one after another.
if (readStoredSession()) {
  preloadSignedInProviders();
  // The landing page and the sign-in screen send a signed-in user to the trips.
  const { pathname } = window.location;
  preloadScreen(pathname === '/' || pathname === '/auth' ? '/trips' : pathname);
} else if (window.location.pathname.replace(/\/+$/, '') === '/auth') {
  // Opened at the sign-in screen: its chunk loads beside the entry, not after it.
  preloadScreen('/auth');
}

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
