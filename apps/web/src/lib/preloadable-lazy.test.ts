import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

const Greeting = ({ name }: { name: string }) => createElement('p', null, `Dzień dobry, ${name}`);
/** The component inside a Suspense boundary, as HTML: its content, or the boundary's fallback ('Ładowanie'). */
const inSuspense = (child: ReturnType<typeof createElement>) => renderToString(createElement(Suspense, { fallback: createElement('i', null, 'Ładowanie') }, child));
const shown = (html: string) => html.replace(/<!--[^>]*-->/g, '');

/** A lazy Greeting that counts its loads. */
function countedGreeting() {
  let loads = 0;
  const Lazy = preloadableLazy(async () => {
    loads++;
    return { default: Greeting };
  });
  return { Lazy, loads: () => loads };
}

describe('preloadableLazy', () => {
  it('renders a preloaded component at once, with no fallback', async () => {
    const { Lazy, loads } = countedGreeting();
    await Lazy.preload();
    await Lazy.preload();
    expect(shown(inSuspense(createElement(Lazy, { name: 'Ania' })))).toBe('<p>Dzień dobry, Ania</p>');
    expect(loads()).toBe(1);
  });

  it('suspends as React.lazy does when its code has not arrived, and loads it once', async () => {
    const { Lazy, loads } = countedGreeting();
    const first = inSuspense(createElement(Lazy, { name: 'Ania' }));
    expect(first).toContain('<i>Ładowanie</i>');
    expect(first).not.toContain('Dzień dobry');
    await Lazy.preload();
    expect(shown(inSuspense(createElement(Lazy, { name: 'Ania' })))).toBe('<p>Dzień dobry, Ania</p>');
    expect(loads()).toBe(1);
  });

  it('asks again after a failed load', async () => {
    let attempts = 0;
    const Lazy = preloadableLazy(async () => {
      attempts++;
      if (attempts === 1) throw new Error('sieć');
      return { default: Greeting };
    });
    await expect(Lazy.preload()).rejects.toThrow('sieć');
    await Lazy.preload();
    expect(attempts).toBe(2);
    expect(shown(inSuspense(createElement(Lazy, { name: 'Ola' })))).toBe('<p>Dzień dobry, Ola</p>');
  });
});
