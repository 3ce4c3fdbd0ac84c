import { useEffect, useSyncExternalStore } from 'react';
import { Toaster as Sonner, toast } from 'sonner';
import { connectToaster } from '@/lib/toast';

const DIALOG = '[role="dialog"], [role="alertdialog"]';

/** Dialogs (Radix portals) are added to and removed from <body>. */
function subscribeToDialogs(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true });
  return () => observer.disconnect();
}

/**
 * How far above the window's bottom toasts must stay: over an open dialog, above its buttons (its
 * footer); otherwise 0, and the usual place. Only the offset changes, never the position, so the
 * toasts already shown keep their timers.
 */
function dialogButtonsHeight(): number {
  const dialogs = document.body.querySelectorAll(DIALOG);
  const footer = dialogs[dialogs.length - 1]?.querySelector('[data-dialog-footer]');
  return footer ? Math.max(0, Math.round(window.innerHeight - footer.getBoundingClientRect().top)) : 0;
}

export default function SonnerToaster() {
  useEffect(() => connectToaster((kind, message, options) => toast[kind](message, options)), []);
  // At the bottom, above the tab bar on a phone, where every screen keeps room under its last buttons
  // (app/layout.tsx); over an open dialog, above the dialog's buttons: no toast covers an action (issue 23).
  const overButtons = useSyncExternalStore(subscribeToDialogs, dialogButtonsHeight, () => 0);
  return (
    <Sonner
      richColors
      closeButton
      position="bottom-center"
      offset={overButtons > 0 ? { bottom: overButtons + 8 } : 16}
      mobileOffset={{ bottom: overButtons > 0 ? overButtons + 8 : 'calc(4rem + env(safe-area-inset-bottom) + 8px)', left: 8, right: 8 }}
      visibleToasts={3}
      duration={4000}
      toastOptions={{ closeButtonAriaLabel: 'Zamknij powiadomienie' }}
      containerAriaLabel="Powiadomienia"
    />
  );
}
