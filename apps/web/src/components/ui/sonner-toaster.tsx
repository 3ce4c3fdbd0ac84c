import { useEffect, useSyncExternalStore } from 'react';
import { Toaster as Sonner, toast } from 'sonner';
import { connectToaster } from '@/lib/toast';

const DIALOG = '[role="dialog"], [role="alertdialog"]';

/** Whether a dialog is open: dialogs (Radix portals) are added to and removed from <body>. */
function subscribeToDialogs(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true });
  return () => observer.disconnect();
}
const dialogOpen = () => document.body.querySelector(DIALOG) !== null;

/** Sonner's Toaster, loaded lazily by <Toaster />. Its own subscription (a child effect) is in place before toasts are handed over. */
export default function SonnerToaster() {
  useEffect(() => connectToaster((kind, message, options) => toast[kind](message, options)), []);
  // A dialog's own buttons ('Dalej', 'Zapisz') are at its bottom: while one is open, toasts come at the
  // top, over its title. Otherwise at the bottom, above the tab bar on a phone, where the page keeps
  // room under its last buttons for them (app/layout.tsx), so no toast covers an action (issue 23).
  const overDialog = useSyncExternalStore(subscribeToDialogs, dialogOpen, () => false);
  return (
    <Sonner
      richColors
      closeButton
      position={overDialog ? 'top-center' : 'bottom-center'}
      offset={16}
      mobileOffset={
        overDialog ? { top: 'calc(env(safe-area-inset-top) + 8px)', left: 8, right: 8 } : { bottom: 'calc(4rem + env(safe-area-inset-bottom) + 8px)', left: 8, right: 8 }
      }
      visibleToasts={3}
      duration={4000}
      toastOptions={{ closeButtonAriaLabel: 'Zamknij powiadomienie' }}
      containerAriaLabel="Powiadomienia"
    />
  );
}
