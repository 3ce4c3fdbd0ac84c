import { Toaster as Sonner } from 'sonner';

export function Toaster() {
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
