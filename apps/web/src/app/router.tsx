import { lazy, Suspense } from 'react';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { retryImport } from '@/components/quiet-boundary';
import { FullPageSpinner } from '@/components/ui/spinner';
import { BrowserRouter, Route, Routes } from 'react-router';
import { LandingPage } from '@/features/landing/landing-page';
import { GoToSignIn } from './go-to-sign-in';
import { Layout } from './layout';
import { ProtectedRoute } from './protected-route';
import { PublicOnlyRoute } from './public-only-route';

// Signed-in screens are separate chunks: the landing page and the sign-in screen load without them.
// Each is routed at its path (without the leading '/'), and preloaded at a start on that path.
const screens = {
  '/trips': preloadableLazy(() => retryImport(() => import('@/features/trips/trips-page'))),
  '/students': preloadableLazy(() => retryImport(() => import('@/features/students/students-page'))),
  '/rooms': preloadableLazy(() => retryImport(() => import('@/features/rooms/rooms-page'))),
  // 'Ułóż pokoje' (issue 52): its screen and the solver load only when it opens.
  '/rooms/uloz': preloadableLazy(() => retryImport(() => import('@/features/rooms/rooming-page'))),
  '/attendance': preloadableLazy(() => retryImport(() => import('@/features/attendance/attendance-page'))),
  '/locations': preloadableLazy(() => retryImport(() => import('@/features/locations/locations-page'))),
  '/profile': preloadableLazy(() => retryImport(() => import('@/features/profile/profile-page'))),
  '/emergency': preloadableLazy(() => retryImport(() => import('@/features/emergency/emergency-page'))),
  '/access-log': preloadableLazy(() => retryImport(() => import('@/features/access-log/access-log-page'))),
  '/payments': preloadableLazy(() => retryImport(() => import('@/features/payments/payments-page'))),
  // 'Przewóz i ubezpieczenie' (issue 54), opened from the trip's card.
  '/transport': preloadableLazy(() => retryImport(() => import('@/features/transport/transport-page'))),
  '/school': preloadableLazy(() => retryImport(() => import('@/features/school/school-page'))),
  '/school/access-log': preloadableLazy(() => retryImport(() => import('@/features/school/school-access-log-page'))),
  '/school/trips': preloadableLazy(() => retryImport(() => import('@/features/school/school-trips-page'))),
  '/school/pupils': preloadableLazy(() => retryImport(() => import('@/features/school/school-pupils-page'))),
  '/groups': preloadableLazy(() => retryImport(() => import('@/features/groups/groups-page'))),
  // 'Odbiór przez rodzica' (issue 54), reached from 'Uczniowie'.
  '/handovers': preloadableLazy(() => retryImport(() => import('@/features/handovers/handovers-page'))),
  '/consent-archive': preloadableLazy(() => retryImport(() => import('@/features/archive/archive-page'))),
};
const ArchivedTripPage = lazy(() => retryImport(() => import('@/features/archive/archived-trip-page')));
const SchoolTripReviewPage = lazy(() => retryImport(() => import('@/features/school/school-trip-review-page')));
// 'Nie pamiętasz hasła?' (issue 30): signed in or not, like the e-mailed link that opens it.
const ResetPasswordPage = lazy(() => retryImport(() => import('@/features/auth/reset-password-page')));
// 'Potwierdź adres e-mail' (issue 47): the e-mailed link, opened signed in or not.
const ConfirmEmailPage = lazy(() => retryImport(() => import('@/features/auth/confirm-email-page')));
// A school invitation opens signed in or not (the page asks to sign in first).
const JoinSchoolPage = lazy(() => retryImport(() => import('@/features/school/join-school-page')));
const JoinTripPage = lazy(() => retryImport(() => import('@/features/trips/join-trip-page')));
// The 404 page: rare, so its own chunk, out of every screen's first load (issue 48 gave it Polish words).
const NotFoundPage = lazy(() => retryImport(() => import('@/features/not-found/not-found-page')));

/** Pages opened from a link, signed in or not. */
const openPages = {
  'szkola/dolacz': JoinSchoolPage,
  'wycieczka/dolacz': JoinTripPage,
  'reset-password': ResetPasswordPage,
  'potwierdz-email': ConfirmEmailPage,
};

/**
 * Loads the chunk of the signed-in screen at `pathname`, for a start-up with a stored session: it
 * then loads beside the signed-in providers instead of after them, and the first render draws it.
 */
export function preloadScreen(pathname: string): Promise<void> {
  const screen = (screens as Record<string, (typeof screens)[keyof typeof screens]>)[pathname.replace(/\/+$/, '')];
  return screen ? screen.preload() : Promise.resolve();
}

/**
 * The routes, declared with <Routes>: the app loads no data through the router, and the declarative
 * router is half the size of the data router on the first screen (npm run bench measures it).
 */
export function AppRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<Layout />}>
          <Route element={<PublicOnlyRoute />}>
            <Route index element={<LandingPage />} />
          </Route>
          {/* The sign-in screen is a document of its own (auth.html, decision 029): reached in the app, it is loaded. */}
          <Route path="auth" element={<GoToSignIn />} />
          <Route element={<ProtectedRoute />}>
            {Object.entries(screens).map(([path, Screen]) => (
              <Route key={path} path={path.slice(1)} element={<Screen />} />
            ))}
            <Route path="school/trips/:tripId" element={<SchoolTripReviewPage />} />
            <Route path="consent-archive/:tripId" element={<ArchivedTripPage />} />
          </Route>
          {Object.entries(openPages).map(([path, Page]) => (
            <Route
              key={path}
              path={path}
              element={
                <Suspense fallback={<FullPageSpinner />}>
                  <Page />
                </Suspense>
              }
            />
          ))}
          <Route
            path="*"
            element={
              <Suspense fallback={<FullPageSpinner />}>
                <NotFoundPage />
              </Suspense>
            }
          />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
