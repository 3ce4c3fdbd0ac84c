import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import { subscribeToReach } from '@/lib/network-reach';
import { OFFLINE_CACHE_MAX_AGE_MS } from '@/lib/offline-cache';

// TanStack Query assumes a network until the browser says 'offline'; an app opened with none (a
// cold start in a mine) would then ask the server and fail instead of showing what the device kept.
// The browser's word is taken, and so is the requests' own (lib/network-reach.ts): a Wi-Fi with no
// way out says online while nothing gets through.
onlineManager.setEventListener((setOnline) => {
  setOnline(navigator.onLine);
  const online = () => setOnline(true);
  const offline = () => setOnline(false);
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  const stopReach = subscribeToReach(setOnline);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
    stopReach();
  };
});

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Kept as long as the device keeps it (lib/offline-cache.ts): a query dropped from memory
        // would be dropped from the device's copy too, and be missing with no network.
        gcTime: OFFLINE_CACHE_MAX_AGE_MS,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
      mutations: { retry: false },
    },
  });
}
