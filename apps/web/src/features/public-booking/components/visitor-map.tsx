import { useCallback, useRef } from 'react';
import { useReverseGeocode } from '../../../shared/geo/reverse-geocode';
import TripMap, { type Point } from '../../../shared/trips/trip-map';
import type { TripDraft } from '../../../shared/trips/trip-params';

type TripPlaceValue = NonNullable<TripDraft['place']>;

const coordinatesText = ({ lat, lng }: Point) => `${lat.toFixed(5)}, ${lng.toFixed(5)}`;

/**
 * The visitor's map (its own lazy chunk, with Leaflet and the address lookup): a click sets the point at
 * once, with its coordinates as the address, then the address found there when the geocoder knows one.
 */
export default function VisitorMap({
  label,
  value,
  onChange,
}: {
  label: string;
  value: TripPlaceValue | null;
  onChange: (place: TripPlaceValue | null) => void;
}) {
  const { reverseGeocode } = useReverseGeocode('visitor');
  // The last point clicked: a slow address lookup for an earlier click must not overwrite it.
  const lastPick = useRef<Point | null>(null);

  const pick = useCallback(
    async (point: Point) => {
      lastPick.current = point;
      onChange({ ...point, address: coordinatesText(point), placeId: null });
      const address = await reverseGeocode(point);
      if (address && lastPick.current === point) onChange({ ...point, address, placeId: null });
    },
    [onChange, reverseGeocode],
  );

  return <TripMap label={label} value={value} onPick={pick} height={260} />;
}
