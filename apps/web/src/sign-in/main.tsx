/** @jsxImportSource preact */
import { render } from 'preact';
import { registerAppWorkerAfterLoad } from '@/lib/app-update';
import { afterSignInPath } from '@/lib/pending-invitation';
import { readStoredSession, SESSION_KEY } from '@/lib/session-store';
import { takeFlash, takeSignInPrefill } from '@/lib/sign-in-page';
import { SignInApp } from './sign-in-app';
import { showToast } from './toasts';
import './sign-in.css';

// The sign-in screen (/auth) is a document of its own, without the teachers' app (docs/decisions/029):
// Preact and the two forms, a fifth of the app's first screen. A signed-in user goes on to the app,
// also when another tab signs in while this one waits.
const openApp = () => window.location.replace(afterSignInPath());

if (readStoredSession()) {
  openApp();
} else {
  window.addEventListener('storage', (event) => {
    if ((event.key === SESSION_KEY || event.key === null) && readStoredSession()) openApp();
  });
  const root = document.getElementById('sign-in-root')!;
  root.replaceChildren(); // 'Wczytywanie logowania...', shown until now
  render(<SignInApp prefill={takeSignInPrefill()} />, root);
  // 'Wylogowano', or what else the app said on its way here.
  const flash = takeFlash();
  if (flash) showToast(flash.kind, flash.message, flash.description);
  // The installable app's worker, as the app registers it: a first visit here also works offline later.
  registerAppWorkerAfterLoad();
}
