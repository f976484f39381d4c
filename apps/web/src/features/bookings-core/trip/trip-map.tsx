import type { LeafletMouseEvent } from 'leaflet';
import { useEffect } from 'react';
import { CircleMarker, useMap, useMapEvents } from 'react-leaflet';
import { MapView } from '../../../shared/map/map-view';

export interface Point {
  lat: number;
  lng: number;
}

/** ~10 cm: enough for a pick-up point, without 15 meaningless decimals. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;
const pointOf = ({ lat, lng }: Point): Point => ({ lat: round(lat), lng: round(lng) });

/**
 * Clicks set the point. For keyboard users: the map pans with the arrow keys (Leaflet) and Enter sets the
 * point at the centre of the view. A map in a modal is sized after the modal's opening animation.
 */
function PointPicker({ value, onPick }: { value: Point | null; onPick: (point: Point) => void }) {
  const map = useMap();
  useMapEvents({ click: (event: LeafletMouseEvent) => onPick(pointOf(event.latlng)) });

  useEffect(() => {
    const container = map.getContainer();
    const resize = new ResizeObserver(() => map.invalidateSize());
    resize.observe(container);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Enter' && event.target === container) {
        event.preventDefault();
        onPick(pointOf(map.getCenter()));
      }
    };
    container.addEventListener('keydown', onKeyDown);
    return () => {
      resize.disconnect();
      container.removeEventListener('keydown', onKeyDown);
    };
  }, [map, onPick]);

  // A point typed or found elsewhere is brought into view.
  useEffect(() => {
    if (value && !map.getBounds().contains([value.lat, value.lng])) map.panTo([value.lat, value.lng]);
  }, [map, value]);

  if (!value) return null;
  return (
    <CircleMarker
      center={[value.lat, value.lng]}
      radius={9}
      pathOptions={{ color: '#ffffff', weight: 3, fillColor: '#0e7c86', fillOpacity: 1 }}
      interactive={false}
    />
  );
}

/**
 * A map to pick one point on (a trip's address, a saved place), in its own lazy chunk with Leaflet:
 * opens on the chosen point at `zoom`, else on the default city.
 */
export default function TripMap({
  label,
  value,
  onPick,
  height = 320,
  zoom = 14,
}: {
  label: string;
  value: Point | null;
  onPick: (point: Point) => void;
  height?: number;
  zoom?: number;
}) {
  return (
    <MapView
      label={label}
      height={height}
      center={value ? [value.lat, value.lng] : undefined}
      zoom={value ? zoom : undefined}
    >
      <PointPicker value={value} onPick={onPick} />
    </MapView>
  );
}
