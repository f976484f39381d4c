import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { Language } from '../config';
import { useTranslation } from '../i18n/translation';
import { toast } from '../ui/toast';
import { type GeoAudience, reverseGeocodePoint } from './geo-api';

/**
 * For a click on the map: `reverseGeocode(point)` resolves to the address there, or null when none is
 * known or no geocoder is configured. It never rejects: a failure shows 'Geocoding failed' (spec §8)
 * and resolves to null, so the caller keeps the point and lets the traveller type the address.
 */
export function useReverseGeocode(audience: GeoAudience = 'signedIn') {
  const { t, i18n } = useTranslation('geo');
  const language: Language = i18n.language === 'en' ? 'en' : 'ar';
  const { mutateAsync, isPending } = useMutation({
    mutationFn: (point: { lat: number; lng: number }) => reverseGeocodePoint(point, language, audience),
  });
  const reverseGeocode = useCallback(
    async (point: { lat: number; lng: number }): Promise<string | null> => {
      try {
        return await mutateAsync(point);
      } catch {
        toast.error(t('geocodingFailed'));
        return null;
      }
    },
    [mutateAsync, t],
  );
  return { reverseGeocode, isPending };
}

interface Point {
  lat: number;
  lng: number;
}

/** A point picked on the map, with the address shown for it. */
export interface PickedPoint extends Point {
  address: string;
  placeId: null;
}

const coordinatesText = ({ lat, lng }: Point) => `${lat.toFixed(5)}, ${lng.toFixed(5)}`;

/**
 * For a map's clicks: `pick(point)` reports the point at once, with its coordinates as the address, then
 * again with the address found there. A slow look-up for an earlier click never overwrites a later one.
 */
export function usePointPicker(onChange: (place: PickedPoint) => void, audience: GeoAudience = 'signedIn') {
  const { reverseGeocode, isPending } = useReverseGeocode(audience);
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
  return { pick, isPending };
}
