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
      position="top-center"
      duration={4000}
      toastOptions={{ closeButtonAriaLabel: 'Zamknij powiadomienie' }}
      containerAriaLabel="Powiadomienia"
    />
  );
}
