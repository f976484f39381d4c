import type { LeafletMouseEvent } from 'leaflet';
import { useEffect } from 'react';
import { CircleMarker, useMap, useMapEvents } from 'react-leaflet';
import { MapView } from '../../../shared/map/map-view';

export interface Point {
  lat: number;
  lng: number;
}

/** ~10 cm: enough for a pick-up point. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;
const pointOf = ({ lat, lng }: Point): Point => ({ lat: round(lat), lng: round(lng) });

/** A click sets the point; keyboard users pan with the arrow keys and press Enter for the centre. */
function PointPicker({ value, onPick }: { value: Point | null; onPick: (point: Point) => void }) {
  const map = useMap();
  useMapEvents({ click: (event: LeafletMouseEvent) => onPick(pointOf(event.latlng)) });

  useEffect(() => {
    const container = map.getContainer();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Enter' && event.target === container) {
        event.preventDefault();
        onPick(pointOf(map.getCenter()));
      }
    };
    container.addEventListener('keydown', onKeyDown);
    return () => container.removeEventListener('keydown', onKeyDown);
  }, [map, onPick]);

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

/** The trip's map (its own lazy chunk, with Leaflet): opens on the chosen point, else on the default city. */
export default function TripMap({
  label,
  value,
  onPick,
  height = 320,
}: {
  label: string;
  value: Point | null;
  onPick: (point: Point) => void;
  height?: number;
}) {
  return (
    <MapView
      label={label}
      height={height}
      center={value ? [value.lat, value.lng] : undefined}
      zoom={value ? 14 : undefined}
    >
      <PointPicker value={value} onPick={onPick} />
    </MapView>
  );
}
