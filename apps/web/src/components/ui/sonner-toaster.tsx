import { useEffect } from 'react';
import { Toaster as Sonner, toast } from 'sonner';
import { connectToaster } from '@/lib/toast';

/** Sonner's Toaster, loaded lazily by <Toaster />. Its own subscription (a child effect) is in place before toasts are handed over. */
export default function SonnerToaster() {
  useEffect(() => connectToaster((kind, message, options) => toast[kind](message, options)), []);
  return (
    <Sonner
      richColors
      closeButton
      // At the bottom, clear of the top bar's actions; on a phone (sonner's < 600 px) above the tab bar.
      position="bottom-center"
      offset={16}
      mobileOffset={{ bottom: 'calc(4rem + env(safe-area-inset-bottom) + 8px)', left: 8, right: 8 }}
      visibleToasts={3}
      duration={4000}
      toastOptions={{ closeButtonAriaLabel: 'Zamknij powiadomienie' }}
      containerAriaLabel="Powiadomienia"
    />
  );
}
