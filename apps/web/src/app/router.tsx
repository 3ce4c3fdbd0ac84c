import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { AuthPage } from '@/features/auth/auth-page';
import { LandingPage } from '@/features/landing/landing-page';
import { NotFoundPage } from '@/features/not-found/not-found-page';
import { Layout } from './layout';
import { ProtectedRoute } from './protected-route';
import { PublicOnlyRoute } from './public-only-route';

// Signed-in screens are separate chunks: the landing page and the sign-in screen load without them.
const TripsPage = lazy(() => import('@/features/trips/trips-page'));
const StudentsPage = lazy(() => import('@/features/students/students-page'));
const RoomsPage = lazy(() => import('@/features/rooms/rooms-page'));
const AttendancePage = lazy(() => import('@/features/attendance/attendance-page'));
const LocationsPage = lazy(() => import('@/features/locations/locations-page'));
const ProfilePage = lazy(() => import('@/features/profile/profile-page'));

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
            <Route path="auth" element={<AuthPage />} />
          </Route>
          <Route element={<ProtectedRoute />}>
            <Route path="trips" element={<TripsPage />} />
            <Route path="students" element={<StudentsPage />} />
            <Route path="rooms" element={<RoomsPage />} />
            <Route path="attendance" element={<AttendancePage />} />
            <Route path="locations" element={<LocationsPage />} />
            <Route path="profile" element={<ProfilePage />} />
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
