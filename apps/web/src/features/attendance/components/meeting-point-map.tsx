import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { useMapConfig } from '@/lib/map-config';

export type MapPoint = { lat: number; lng: number };

/** Poland, before a point is chosen. */
const START_CENTER: L.LatLngExpression = [52.07, 19.48];
const START_ZOOM = 6;
const POINT_ZOOM = 17;

// A marker drawn with CSS, as on the locations screen: no image files to fetch.
const markerIcon = L.divIcon({
  className: '',
  html: '<span class="block size-6 rounded-full rounded-br-none rotate-45 border-2 border-white bg-primary shadow-md"></span>',
  iconSize: [24, 24],
  iconAnchor: [12, 24],
});

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

type MeetingPointMapProps = {
  point: MapPoint | null;
  /** Given: a tap on the map puts the point there (the list's form); absent: the map only shows it (the roll call). */
  onPick?: (point: MapPoint) => void;
  label: string;
};

/**
 * 'Zbiórka' on the map (issue 54): where the children are to come. Loaded only when a form asks for a
 * point or a roll call shows one (Leaflet is the locations screen's weight, not the roll call's).
 */
export default function MeetingPointMap({ point, onPick, label }: MeetingPointMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markerRef = useRef<L.Marker | null>(null);
  const pickRef = useRef(onPick);
  useEffect(() => {
    pickRef.current = onPick;
  }, [onPick]);
  const tiles = useMapConfig().data;

  useEffect(() => {
    if (!containerRef.current) return;
    const map = L.map(containerRef.current, { center: START_CENTER, zoom: START_ZOOM, scrollWheelZoom: false, zoomControl: false });
    L.control.zoom({ zoomInTitle: 'Przybliż', zoomOutTitle: 'Oddal' }).addTo(map);
    map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    map.on('click', (event: L.LeafletMouseEvent) => pickRef.current?.({ lat: Number(event.latlng.lat.toFixed(6)), lng: Number(event.latlng.lng.toFixed(6)) }));
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !tiles?.tileUrl) return;
    const layer = L.tileLayer(tiles.tileUrl, { maxZoom: 19, attribution: escapeHtml(tiles.attribution) }).addTo(map);
    return () => {
      layer.remove();
    };
  }, [tiles]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (!point) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    if (markerRef.current) markerRef.current.setLatLng(point);
    else markerRef.current = L.marker(point, { icon: markerIcon, keyboard: false }).addTo(map);
    // Close enough to see the fountain; a point moved by a tap keeps the zoom it was chosen at.
    if (map.getZoom() < 12) map.setView(point, POINT_ZOOM);
    else map.panTo(point);
  }, [point]);

  return <div ref={containerRef} role="application" aria-label={label} className="h-56 w-full overflow-hidden rounded-lg border border-border sm:h-64" />;
}
