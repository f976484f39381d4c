import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../config';
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
