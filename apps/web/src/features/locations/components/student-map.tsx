import type { StudentLocation } from '@wycieczki/shared';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { formatDateTime } from '@/lib/format-date';
import { useMapConfig, type MapConfig } from '@/lib/map-config';

// Used only when the server's /api/config cannot be read; the server's CSP allows its own tile host.
const FALLBACK_TILES: MapConfig = {
  tileUrl: (import.meta.env.VITE_MAP_TILE_URL as string | undefined) ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Poland, before any student has a position. */
const START_CENTER: L.LatLngExpression = [52.07, 19.48];
const START_ZOOM = 6;
const MAX_FIT_ZOOM = 15;

// A marker drawn with CSS: no image files to fetch, nothing for a blocked network to break.
const markerIcon = L.divIcon({
  className: '',
  html: '<span class="block size-6 rounded-full rounded-br-none rotate-45 border-2 border-white bg-primary shadow-md"></span>',
  iconSize: [24, 24],
  iconAnchor: [12, 24],
  popupAnchor: [0, -24],
});

function popupContent(location: StudentLocation): HTMLElement {
  // Built from text nodes: a student's name is never parsed as HTML.
  const box = document.createElement('div');
  const name = document.createElement('strong');
  name.textContent = location.studentName;
  const when = document.createElement('div');
  when.textContent = formatDateTime(location.lastUpdate);
  box.append(name, when);
  return box;
}

type StudentMapProps = {
  locations: readonly StudentLocation[];
  /** The student to centre on (e.g. chosen in the list); a new object each time asks again. */
  focus: { studentId: string } | null;
};

/** Each student's last known position on an OpenStreetMap map (Leaflet). */
export default function StudentMap({ locations, focus }: StudentMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markersRef = useRef<Map<string, L.Marker>>(new Map());
  const fittedRef = useRef(false);
  const config = useMapConfig();
  const tiles = config.data ?? (config.isError ? FALLBACK_TILES : null);

  useEffect(() => {
    if (!containerRef.current) return;
    const map = L.map(containerRef.current, { center: START_CENTER, zoom: START_ZOOM, scrollWheelZoom: false, zoomControl: false });
    // Polish names; 44 px buttons on a phone (index.css).
    L.control.zoom({ zoomInTitle: 'Przybliż', zoomOutTitle: 'Oddal' }).addTo(map);
    map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    mapRef.current = map;
    const markers = markersRef.current;
    return () => {
      map.remove();
      mapRef.current = null;
      markers.clear();
      fittedRef.current = false;
    };
  }, []);

  // Tiles that fail (offline, blocked) leave the grey background; markers and the list still work.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !tiles?.tileUrl) return;
    const layer = L.tileLayer(tiles.tileUrl, { maxZoom: 19, attribution: escapeHtml(tiles.attribution) }).addTo(map);
    return () => {
      layer.remove();
    };
  }, [tiles?.tileUrl, tiles?.attribution]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const markers = markersRef.current;
    const present = new Set(locations.map((l) => l.studentId));
    for (const [studentId, marker] of markers) {
      if (!present.has(studentId)) {
        marker.remove();
        markers.delete(studentId);
      }
    }
    for (const location of locations) {
      const existing = markers.get(location.studentId);
      if (existing) {
        existing.setLatLng([location.lat, location.lng]);
        existing.setPopupContent(popupContent(location));
      } else {
        const marker = L.marker([location.lat, location.lng], { icon: markerIcon, title: location.studentName, alt: location.studentName, keyboard: true })
          .bindPopup(popupContent(location))
          .addTo(map);
        markers.set(location.studentId, marker);
      }
    }
    // The first positions frame the map; later updates leave the user's own panning alone.
    if (!fittedRef.current && locations.length > 0) {
      map.fitBounds(L.latLngBounds(locations.map((l) => [l.lat, l.lng] as L.LatLngTuple)), { padding: [32, 32], maxZoom: MAX_FIT_ZOOM });
      fittedRef.current = true;
    }
  }, [locations]);

  useEffect(() => {
    const map = mapRef.current;
    const marker = focus ? markersRef.current.get(focus.studentId) : undefined;
    if (!map || !marker) return;
    map.setView(marker.getLatLng(), Math.max(map.getZoom(), MAX_FIT_ZOOM));
    marker.openPopup();
  }, [focus]);

  return (
    // `isolate` keeps Leaflet's own z-indexes (up to 1000) below the sticky navigation and dialogs.
    <div
      ref={containerRef}
      role="region"
      aria-label="Mapa lokalizacji uczniów"
      data-testid="student-map"
      className="isolate h-72 w-full overflow-hidden rounded-xl border border-border bg-muted sm:h-96"
    />
  );
}
