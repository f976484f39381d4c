import type { Area } from '@masar/contract/areas';
import { CircleMarker, Polygon, Tooltip, useMapEvents } from 'react-leaflet';
import { polygonToLatLngs } from '../../../shared/map/geo';
import { MapView } from '../../../shared/map/map-view';

export interface MapPoint {
  lat: number;
  lng: number;
  label: string;
  color: string;
}

function ClickToPick({ onPick }: { onPick: (lat: number, lng: number) => void }) {
  useMapEvents({
    click: (event) =>
      onPick(Math.round(event.latlng.lat * 1e6) / 1e6, Math.round(event.latlng.lng * 1e6) / 1e6),
  });
  return null;
}

/**
 * The simulator's map: the areas faintly, the trip's two ends as markers; a click sets the point of the end
 * being placed (the latitude and longitude fields do the same by keyboard).
 */
export default function SimulatorMap({
  label,
  areas,
  points,
  onPick,
}: {
  label: string;
  areas: Area[];
  points: MapPoint[];
  onPick?: (lat: number, lng: number) => void;
}) {
  const first = points[0];
  return (
    <MapView label={label} center={first ? [first.lat, first.lng] : undefined} height={320}>
      {areas.map((area) => (
        <Polygon
          key={area.id}
          positions={polygonToLatLngs(area.polygon)}
          pathOptions={{ color: '#0e7c86', weight: 1, fillOpacity: 0.06 }}
          interactive={false}
        />
      ))}
      {points.map((point) => (
        <CircleMarker
          key={point.label}
          center={[point.lat, point.lng]}
          radius={9}
          pathOptions={{ color: '#05464d', fillColor: point.color, fillOpacity: 0.9, weight: 3 }}
        >
          <Tooltip permanent direction="top">
            {point.label}
          </Tooltip>
        </CircleMarker>
      ))}
      {onPick && <ClickToPick onPick={onPick} />}
    </MapView>
  );
}
