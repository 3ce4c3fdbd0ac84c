import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each history entry was left (by React Router's key), for Back and Forward. */
const leftAt = new Map<string, number>();
/** The entry on screen: a scroll event that arrives after a navigation is not the previous entry's. */
let showing = '';
/** How long a restore waits for a screen whose content is still arriving (its chunk, its data). */
const RESTORE_FOR_MS = 1500;

/**
 * Every screen opens at its top, and Back (or Forward) brings the place it was left at (issue 48: the
 * karta alarmowa opened 355 px down, where the previous screen had been scrolled to). A change of the
 * query string alone (a tab, a filter) keeps the place. The browser's own restoration is off: it
 * restores before a lazy screen has drawn, so it lands short or at the top.
 */
export function useScrollPerScreen(): void {
  const location = useLocation();
  const navigation = useNavigationType();

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  // The place of the current entry, kept as the page is scrolled.
  useEffect(() => {
    const key = location.key;
    const remember = () => {
      if (showing === key) leftAt.set(key, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [location.key]);

  useLayoutEffect(() => {
    showing = location.key;
    if (navigation !== 'POP') {
      window.scrollTo(0, 0);
      return;
    }
    const target = leftAt.get(location.key) ?? 0;
    if (target === 0) {
      window.scrollTo(0, 0);
      return;
    }
    // Back: the screen may still be loading; try until it is tall enough, a user's own scroll, or time, ends it.
    const until = performance.now() + RESTORE_FOR_MS;
    let frame = 0;
    const stop = () => cancelAnimationFrame(frame);
    const attempt = () => {
      window.scrollTo(0, target);
      if (Math.abs(window.scrollY - target) > 1 && performance.now() < until) frame = requestAnimationFrame(attempt);
      else stop();
    };
    attempt();
    window.addEventListener('wheel', stop, { once: true, passive: true });
    window.addEventListener('touchstart', stop, { once: true, passive: true });
    return () => {
      stop();
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchstart', stop);
    };
    // The pathname decides a new screen; a query string alone (?widok=) is the same screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname]);
  // A query string's change is the same screen on a new entry: its place is where the page is.
  useLayoutEffect(() => {
    showing = location.key;
    leftAt.set(location.key, window.scrollY);
  }, [location.key]);
}
