import { lazy, Suspense } from 'react';
import { FullPageSpinner } from '@/components/ui/spinner';
import { BrowserRouter, Route, Routes } from 'react-router';
import { LandingPage } from '@/features/landing/landing-page';
import { NotFoundPage } from '@/features/not-found/not-found-page';
import { GoToSignIn } from './go-to-sign-in';
import { Layout } from './layout';
import { ProtectedRoute } from './protected-route';
import { PublicOnlyRoute } from './public-only-route';

// Signed-in screens are separate chunks: the landing page and the sign-in screen load without them.
const screens = {
  '/trips': () => import('@/features/trips/trips-page'),
  '/students': () => import('@/features/students/students-page'),
  '/rooms': () => import('@/features/rooms/rooms-page'),
  '/attendance': () => import('@/features/attendance/attendance-page'),
  '/locations': () => import('@/features/locations/locations-page'),
  '/profile': () => import('@/features/profile/profile-page'),
  '/emergency': () => import('@/features/emergency/emergency-page'),
  '/access-log': () => import('@/features/access-log/access-log-page'),
  '/payments': () => import('@/features/payments/payments-page'),
  '/school': () => import('@/features/school/school-page'),
  '/school/access-log': () => import('@/features/school/school-access-log-page'),
  '/school/trips': () => import('@/features/school/school-trips-page'),
  '/groups': () => import('@/features/groups/groups-page'),
  '/consent-archive': () => import('@/features/archive/archive-page'),
};
const TripsPage = lazy(screens['/trips']);
const StudentsPage = lazy(screens['/students']);
const RoomsPage = lazy(screens['/rooms']);
const AttendancePage = lazy(screens['/attendance']);
const LocationsPage = lazy(screens['/locations']);
const ProfilePage = lazy(screens['/profile']);
const EmergencyPage = lazy(screens['/emergency']);
const AccessLogPage = lazy(screens['/access-log']);
const PaymentsPage = lazy(screens['/payments']);
const SchoolPage = lazy(screens['/school']);
const SchoolAccessLogPage = lazy(screens['/school/access-log']);
const SchoolTripsPage = lazy(screens['/school/trips']);
const GroupsPage = lazy(screens['/groups']);
const ArchivePage = lazy(screens['/consent-archive']);
const ArchivedTripPage = lazy(() => import('@/features/archive/archived-trip-page'));
const SchoolTripReviewPage = lazy(() => import('@/features/school/school-trip-review-page'));
// 'Nie pamiętasz hasła?' (issue 30): signed in or not, like the e-mailed link that opens it.
const ResetPasswordPage = lazy(() => import('@/features/auth/reset-password-page'));
// A school invitation opens signed in or not (the page asks to sign in first).
const JoinSchoolPage = lazy(() => import('@/features/school/join-school-page'));
const JoinTripPage = lazy(() => import('@/features/trips/join-trip-page'));

/**
 * Starts loading the chunk of the signed-in screen at `pathname`, for a start-up with a stored
 * session: it then loads beside the signed-in providers instead of after them.
 */
export function preloadScreen(pathname: string): void {
  const load = screens[pathname.replace(/\/+$/, '') as keyof typeof screens] as (() => Promise<unknown>) | undefined;
  void load?.();
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
            <Route path="trips" element={<TripsPage />} />
            <Route path="students" element={<StudentsPage />} />
            <Route path="rooms" element={<RoomsPage />} />
            <Route path="attendance" element={<AttendancePage />} />
            <Route path="locations" element={<LocationsPage />} />
            <Route path="profile" element={<ProfilePage />} />
            <Route path="emergency" element={<EmergencyPage />} />
            <Route path="access-log" element={<AccessLogPage />} />
            <Route path="payments" element={<PaymentsPage />} />
            <Route path="school" element={<SchoolPage />} />
            <Route path="school/access-log" element={<SchoolAccessLogPage />} />
            <Route path="school/trips" element={<SchoolTripsPage />} />
            <Route path="groups" element={<GroupsPage />} />
            <Route path="school/trips/:tripId" element={<SchoolTripReviewPage />} />
            <Route path="consent-archive" element={<ArchivePage />} />
            <Route path="consent-archive/:tripId" element={<ArchivedTripPage />} />
          </Route>
          <Route
            path="szkola/dolacz"
            element={
              <Suspense fallback={<FullPageSpinner />}>
                <JoinSchoolPage />
              </Suspense>
            }
          />
          <Route
            path="wycieczka/dolacz"
            element={
              <Suspense fallback={<FullPageSpinner />}>
                <JoinTripPage />
              </Suspense>
            }
          />
          <Route
            path="reset-password"
            element={
              <Suspense fallback={<FullPageSpinner />}>
                <ResetPasswordPage />
              </Suspense>
            }
          />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
