import { Button, Center, Loader, Stack } from '@mantine/core';
import { IconMap, IconMapPinFilled } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PickedPlace, PlaceAutocomplete } from '../../../shared/geo/place-autocomplete';
import { useReverseGeocode } from '../../../shared/geo/reverse-geocode';
import type { Point } from '../../../shared/trips/trip-map';
import type { TripDraft } from '../../../shared/trips/trip-params';

/** Leaflet comes with the map's own chunk, loaded only when the visitor opens the map. */
const TripMap = lazy(() => import('../../../shared/trips/trip-map'));

type TripPlaceValue = NonNullable<TripDraft['place']>;

const coordinatesText = ({ lat, lng }: Point) => `${lat.toFixed(5)}, ${lng.toFixed(5)}`;

/** The address end of a visitor's trip: an address by autocomplete, or a point clicked on the map. */
export function VisitorPlacePicker({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: TripPlaceValue | null;
  onChange: (place: TripPlaceValue | null) => void;
  error?: string;
}) {
  const { t } = useTranslation('public-booking');
  const [mapOpen, setMapOpen] = useState(false);
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

  const fromAutocomplete = (place: PickedPlace | null) =>
    onChange(place ? { address: place.address, lat: place.lat, lng: place.lng, placeId: null } : null);

  return (
    <Stack gap={6}>
      <PlaceAutocomplete
        audience="visitor"
        label={label}
        placeholder={t('widget.placePlaceholder')}
        value={value}
        onChange={fromAutocomplete}
        error={error}
        required
      />
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={
          mapOpen ? (
            <IconMapPinFilled size={16} aria-hidden="true" />
          ) : (
            <IconMap size={16} aria-hidden="true" />
          )
        }
        onClick={() => setMapOpen((open) => !open)}
        aria-expanded={mapOpen}
        style={{ alignSelf: 'flex-start' }}
      >
        {mapOpen ? t('widget.hideMap') : t('widget.pickOnMap')}
      </Button>
      {mapOpen && (
        <Suspense
          fallback={
            <Center h={260}>
              <Loader size="sm" aria-label={t('widget.loadingMap')} />
            </Center>
          }
        >
          <TripMap label={t('widget.mapLabel')} value={value} onPick={pick} height={260} />
        </Suspense>
      )}
    </Stack>
  );
}
