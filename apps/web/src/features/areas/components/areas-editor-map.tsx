import '@geoman-io/leaflet-geoman-free';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import type { Area, GeoJsonPolygon } from '@masar/contract/areas';
import type { LatLngBoundsExpression, Polygon as LeafletPolygon } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { Polygon, useMap } from 'react-leaflet';
import { boundsOf, latLngsToPolygon, polygonToLatLngs } from '../../../shared/map/geo';
import { MapView } from '../../../shared/map/map-view';

/** Geoman options of every drawing and edit: an outline may not cross itself (spec §5). */
const pmOptions = { allowSelfIntersection: false } as const;
const colors = { normal: '#0e7c86', selected: '#d9480f', draft: '#7048e8' };

const arabicHints = {
  tooltips: {
    firstVertex: 'انقر لوضع الزاوية الأولى',
    continueLine: 'انقر للمتابعة',
    finishPoly: 'انقر على الزاوية الأولى للإنهاء',
  },
  actions: { finish: 'إنهاء', cancel: 'إلغاء', removeLastVertex: 'حذف آخر زاوية' },
};

type LatLngs = Parameters<typeof latLngsToPolygon>[0];
const polygonOf = (layer: LeafletPolygon) => latLngsToPolygon(layer.getLatLngs() as LatLngs);

export interface AreasEditorMapProps {
  label: string;
  areas: Area[];
  selectedId: string | null;
  /** Draw mode on: clicks add corners, a click on the first corner finishes. */
  drawing: boolean;
  /** Vertex editing of the selected area on. */
  editingShape: boolean;
  /** Increments when the new-area drawing must be discarded (saved or cancelled). */
  draftReset: number;
  onSelect: (id: string) => void;
  onDrawn: (polygon: GeoJsonPolygon) => void;
  onShapeEdited: (polygon: GeoJsonPolygon) => void;
  onInvalid: () => void;
}

/** Draw mode, finished drawings (kept editable until saved) and the self-intersection signal. */
function DrawingControl({ drawing, draftReset, onDrawn, onInvalid }: AreasEditorMapProps) {
  const map = useMap();
  const draft = useRef<LeafletPolygon | null>(null);
  const callbacks = useRef({ onDrawn, onInvalid });
  callbacks.current = { onDrawn, onInvalid };

  useEffect(() => {
    map.pm.setGlobalOptions(pmOptions);
    if (document.documentElement.lang === 'ar') {
      // Geoman has no Arabic: its drawing hints, in Arabic, under a custom name (typed as a known one).
      map.pm.setLang('ar' as 'en', arabicHints, 'en');
    } else map.pm.setLang('en');
    const created = (event: { layer: unknown; shape: string }) => {
      if (event.shape !== 'Polygon') return;
      draft.current?.remove();
      const layer = event.layer as LeafletPolygon;
      layer.setStyle({ color: colors.draft });
      layer.pm.enable(pmOptions);
      const update = () => callbacks.current.onDrawn(polygonOf(layer));
      layer.on('pm:edit', update);
      layer.on('pm:intersect', () => callbacks.current.onInvalid());
      draft.current = layer;
      update();
    };
    const intersect = () => callbacks.current.onInvalid();
    map.on('pm:create', created);
    map.on('pm:intersect', intersect);
    return () => {
      map.off('pm:create', created);
      map.off('pm:intersect', intersect);
    };
  }, [map]);

  useEffect(() => {
    if (drawing) {
      draft.current?.remove();
      draft.current = null;
      map.pm.enableDraw('Polygon', { ...pmOptions, snappable: true, finishOn: null });
    } else map.pm.disableDraw();
    return () => {
      map.pm.disableDraw();
    };
  }, [map, drawing]);

  useEffect(() => {
    if (draftReset === 0) return;
    draft.current?.remove();
    draft.current = null;
  }, [draftReset]);

  return null;
}

/** Fits the view around every area the first time they arrive. */
function FitAreas({ bounds }: { bounds: LatLngBoundsExpression | null }) {
  const map = useMap();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !bounds) return;
    done.current = true;
    map.invalidateSize();
    map.fitBounds(bounds, { padding: [24, 24] });
  }, [map, bounds]);
  return null;
}

/** Brings the selected area into view (areas may be far apart: Riyadh and Jeddah). */
function FocusSelected({ area }: { area: Area | undefined }) {
  const map = useMap();
  useEffect(() => {
    if (!area) return;
    const bounds = boundsOf(polygonToLatLngs(area.polygon).flat());
    if (bounds) map.flyToBounds(bounds, { padding: [32, 32], duration: 0.4 });
  }, [map, area]);
  return null;
}

function AreaShape({
  area,
  selected,
  editing,
  onSelect,
  onShapeEdited,
  onInvalid,
}: {
  area: Area;
  selected: boolean;
  editing: boolean;
  onSelect: (id: string) => void;
  onShapeEdited: (polygon: GeoJsonPolygon) => void;
  onInvalid: () => void;
}) {
  const layer = useRef<LeafletPolygon>(null);
  // Same array while the area is unchanged, so Leaflet keeps the shape Geoman is editing.
  const positions = useMemo(() => polygonToLatLngs(area.polygon), [area.polygon]);
  const callbacks = useRef({ onShapeEdited, onInvalid });
  callbacks.current = { onShapeEdited, onInvalid };

  useEffect(() => {
    const shape = layer.current;
    if (!shape || !editing) return;
    shape.pm.enable(pmOptions);
    const edited = () => callbacks.current.onShapeEdited(polygonOf(shape));
    const intersect = () => callbacks.current.onInvalid();
    shape.on('pm:edit', edited);
    shape.on('pm:intersect', intersect);
    return () => {
      shape.off('pm:edit', edited);
      shape.off('pm:intersect', intersect);
      shape.pm.disable();
      // Back to the stored outline (a save refetches the areas and redraws the new one).
      shape.setLatLngs(positions);
    };
  }, [editing, positions]);

  return (
    <Polygon
      ref={layer}
      positions={positions}
      pathOptions={{
        color: selected ? colors.selected : colors.normal,
        weight: selected ? 3 : 2,
        fillOpacity: selected ? 0.25 : 0.12,
        dashArray: area.active ? undefined : '6 6',
      }}
      eventHandlers={{ click: () => onSelect(area.id) }}
      // Geoman leaves these alone unless editing is switched on for this shape.
      pmIgnore={false}
    />
  );
}

/** Every area on one map (overlaps show), click to select, Geoman to draw new ones and edit outlines. */
export default function AreasEditorMap(props: AreasEditorMapProps) {
  const { label, areas, selectedId, editingShape, onSelect, onShapeEdited, onInvalid } = props;
  const bounds = useMemo(() => {
    const points = areas.flatMap((area) => polygonToLatLngs(area.polygon).flat());
    return boundsOf(points);
  }, [areas]);

  return (
    <MapView label={label} height="100%">
      {areas.map((area) => (
        <AreaShape
          key={area.id}
          area={area}
          selected={area.id === selectedId}
          editing={editingShape && area.id === selectedId}
          onSelect={onSelect}
          onShapeEdited={onShapeEdited}
          onInvalid={onInvalid}
        />
      ))}
      <DrawingControl {...props} />
      <FitAreas bounds={areas.length ? bounds : null} />
      <FocusSelected area={areas.find((area) => area.id === selectedId)} />
    </MapView>
  );
}
