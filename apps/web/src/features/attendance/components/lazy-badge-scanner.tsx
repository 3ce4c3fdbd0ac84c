import { lazy, Suspense, type ComponentProps } from 'react';

/** The scanner and its QR decoder (ZXing) load when 'Skanuj identyfikatory' is first tapped: the roll call's first paint carries neither. */
const Scanner = lazy(() => import('./badge-scanner'));

export function LazyBadgeScanner(props: ComponentProps<typeof Scanner>) {
  // Nothing is fetched until the dialog is first opened.
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <Scanner {...props} />
    </Suspense>
  );
}
