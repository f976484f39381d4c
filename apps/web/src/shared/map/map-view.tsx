import 'leaflet/dist/leaflet.css';
import { useQuery } from '@tanstack/react-query';
import type { LatLngBoundsExpression, LatLngExpression } from 'leaflet';
import { type ReactNode, useEffect } from 'react';
import { MapContainer, TileLayer, useMap, ZoomControl } from 'react-leaflet';
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM } from '../config';
import { useTranslation } from '../i18n/translation';
import { mapTilesQueryOptions } from './map-tiles';
import classes from './map-view.module.css';

/** Leaflet measures its box once: tell it when the box changes (lazy chunks, grids, the mobile sidebar). */
function FollowContainerSize() {
  const map = useMap();
  useEffect(() => {
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

/**
 * The base map of every map screen: tiles from the operator's settings (they may not load on a closed network; the map,
 * drawing and clicks still work). Only lazy chunks import this module, so Leaflet and its CSS stay out of
 * the first load. The map itself is left-to-right in both languages (Leaflet does not support RTL).
 */
export function MapView({
  label,
  children,
  center = MAP_DEFAULT_CENTER,
  zoom = MAP_DEFAULT_ZOOM,
  bounds,
  height = 480,
}: {
  label: string;
  children?: ReactNode;
  center?: LatLngExpression;
  zoom?: number;
  bounds?: LatLngBoundsExpression;
  height?: number | string;
}) {
  const tiles = useQuery(mapTilesQueryOptions).data;
  const { t, i18n } = useTranslation('common');
  return (
    <section className={classes.frame} dir="ltr" style={{ blockSize: height }} aria-label={label}>
      <MapContainer
        center={bounds ? undefined : center}
        zoom={bounds ? undefined : zoom}
        bounds={bounds}
        className={classes.map}
        keyboard
        attributionControl
        zoomControl={false}
      >
        {/* Leaflet's own zoom buttons are titled in English: ours are in the page language. */}
        <ZoomControl key={i18n.language} zoomInTitle={t('zoomIn')} zoomOutTitle={t('zoomOut')} />
        {tiles && <TileLayer url={tiles.url} attribution={tiles.attribution} />}
        <FollowContainerSize />
        {children}
      </MapContainer>
    </section>
  );
}
