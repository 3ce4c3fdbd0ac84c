import { describe, expect, it } from 'vitest';
import { connectToaster, isToasterRequested, subscribeToToasterRequest, toast } from './toast';

describe('toasts before and after the Toaster is loaded', () => {
  it('keeps an early toast, asks for the Toaster, and shows the toast once it is connected', () => {
    let asked = 0;
    const unsubscribe = subscribeToToasterRequest(() => (asked += 1));
    toast.error('Błąd logowania: Nieprawidłowy email lub hasło');
    toast.success('Wylogowano', { id: 'x' });
    expect(isToasterRequested()).toBe(true);
    expect(asked).toBe(1);

    const shown: unknown[][] = [];
    const disconnect = connectToaster((...args) => shown.push(args));
    expect(shown).toEqual([
      ['error', 'Błąd logowania: Nieprawidłowy email lub hasło', undefined],
      ['success', 'Wylogowano', { id: 'x' }],
    ]);
    toast.info('Zmiana od innego opiekuna');
    expect(shown).toHaveLength(3);

    // After the Toaster goes away, toasts wait again instead of being lost.
    disconnect();
    toast.success('Zapisano');
    const later: unknown[][] = [];
    connectToaster((...args) => later.push(args));
    expect(later).toEqual([['success', 'Zapisano', undefined]]);
    unsubscribe();
  });
});
