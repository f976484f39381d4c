import type { Area } from '@masar/contract/areas';
import { useEffect, useMemo } from 'react';
import { Polygon, useMap } from 'react-leaflet';
import { boundsOf, polygonToLatLngs } from '../../../shared/map/geo';
import { MapView } from '../../../shared/map/map-view';

function FitTo({ points }: { points: [number, number][] }) {
  const map = useMap();
  useEffect(() => {
    const bounds = boundsOf(points);
    map.invalidateSize();
    if (bounds) map.fitBounds(bounds, { padding: [16, 16], maxZoom: 12 });
  }, [map, points]);
  return null;
}

/** Every area; a click on one chooses it (the select list next to it does the same by keyboard). */
export default function AreaPickerMap({
  label,
  areas,
  selectedId,
  onSelect,
}: {
  label: string;
  areas: Area[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const selected = areas.find((area) => area.id === selectedId);
  const focus = useMemo(
    () => (selected ? [selected] : areas).flatMap((area) => polygonToLatLngs(area.polygon).flat()),
    [selected, areas],
  );
  return (
    <MapView label={label} height={260}>
      {areas.map((area) => (
        <Polygon
          key={area.id}
          positions={polygonToLatLngs(area.polygon)}
          pathOptions={{
            color: area.id === selectedId ? '#d9480f' : '#0e7c86',
            weight: area.id === selectedId ? 3 : 1.5,
            fillOpacity: area.id === selectedId ? 0.25 : 0.1,
          }}
          eventHandlers={{ click: () => onSelect(area.id) }}
        />
      ))}
      <FitTo points={focus} />
    </MapView>
  );
}
