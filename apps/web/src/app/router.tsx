import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
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

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      {
        element: <PublicOnlyRoute />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: 'auth', element: <AuthPage /> },
        ],
      },
      {
        element: <ProtectedRoute />,
        children: [
          { path: 'trips', element: <TripsPage /> },
          { path: 'students', element: <StudentsPage /> },
          { path: 'rooms', element: <RoomsPage /> },
          { path: 'attendance', element: <AttendancePage /> },
          { path: 'locations', element: <LocationsPage /> },
          { path: 'profile', element: <ProfilePage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
