// The tile server the server allows, read once: the locations screen and the meeting point's map (issue 54) share it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The tile server the server's Content-Security-Policy allows (MAP_TILE_URL on the server). */
export type MapConfig = { tileUrl: string; attribution: string };

export function getMapConfig(signal?: AbortSignal): Promise<MapConfig> {
  return apiRequest<{ map: MapConfig }>('/config', { signal }).then((config) => config.map);
}

export const mapConfigQueryOptions = queryOptions({
  queryKey: ['config', 'map'],
  queryFn: ({ signal }) => getMapConfig(signal),
  staleTime: Infinity,
  retry: 1,
});

export function useMapConfig() {
  return useQuery(mapConfigQueryOptions);
}
