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
 * point at the centre of the view. The map in a modal is sized after the modal's opening animation.
 */
function PointPicker({ value, onChange }: { value: Point | null; onChange: (point: Point) => void }) {
  const map = useMap();
  useMapEvents({ click: (event: LeafletMouseEvent) => onChange(pointOf(event.latlng)) });

  useEffect(() => {
    const container = map.getContainer();
    const resize = new ResizeObserver(() => map.invalidateSize());
    resize.observe(container);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Enter' && event.target === container) {
        event.preventDefault();
        onChange(pointOf(map.getCenter()));
      }
    };
    container.addEventListener('keydown', onKeyDown);
    return () => {
      resize.disconnect();
      container.removeEventListener('keydown', onKeyDown);
    };
  }, [map, onChange]);

  // A point typed in the fields is brought into view.
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

/** The place's map: Leaflet and its CSS load with this chunk only (see React.lazy in place-form). */
export default function PlaceMap({
  label,
  value,
  onChange,
  height = 320,
}: {
  label: string;
  value: Point | null;
  onChange: (point: Point) => void;
  height?: number;
}) {
  return (
    <MapView
      label={label}
      height={height}
      center={value ? [value.lat, value.lng] : undefined}
      zoom={value ? 15 : undefined}
    >
      <PointPicker value={value} onChange={onChange} />
    </MapView>
  );
}
