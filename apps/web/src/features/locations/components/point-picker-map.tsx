import type { Area } from '@masar/contract/areas';
import { useEffect } from 'react';
import { CircleMarker, Polygon, useMap, useMapEvents } from 'react-leaflet';
import { polygonToLatLngs } from '../../../shared/map/geo';
import { MapView } from '../../../shared/map/map-view';

function ClickToPick({ onPick }: { onPick: (lat: number, lng: number) => void }) {
  useMapEvents({
    click: (event) =>
      onPick(Math.round(event.latlng.lat * 1e6) / 1e6, Math.round(event.latlng.lng * 1e6) / 1e6),
  });
  return null;
}

/** Keeps the chosen point in view when it is typed in. */
function FollowPoint({ point }: { point: { lat: number; lng: number } | null }) {
  const map = useMap();
  useEffect(() => {
    if (point && !map.getBounds().contains([point.lat, point.lng])) map.panTo([point.lat, point.lng]);
  }, [map, point]);
  return null;
}

/** A map where a click sets the location's point; the areas are drawn faintly for orientation. */
export default function PointPickerMap({
  label,
  point,
  areas,
  onPick,
}: {
  label: string;
  point: { lat: number; lng: number } | null;
  areas: Area[];
  onPick: (lat: number, lng: number) => void;
}) {
  return (
    <MapView label={label} center={point ? [point.lat, point.lng] : undefined} height={380}>
      {areas.map((area) => (
        <Polygon
          key={area.id}
          positions={polygonToLatLngs(area.polygon)}
          pathOptions={{ color: '#0e7c86', weight: 1, fillOpacity: 0.08 }}
          interactive={false}
        />
      ))}
      {point && (
        <CircleMarker
          center={[point.lat, point.lng]}
          radius={9}
          pathOptions={{ color: '#05464d', fillColor: '#1c8d97', fillOpacity: 0.9, weight: 3 }}
        />
      )}
      <ClickToPick onPick={onPick} />
      <FollowPoint point={point} />
    </MapView>
  );
}
