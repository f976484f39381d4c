import { Button, Center, Loader, Stack } from '@mantine/core';
import { IconMap, IconMapPinFilled } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { DeferredPlaceAutocomplete } from '../../../../shared/geo/deferred-place-autocomplete';
import type { PickedPlace } from '../../../../shared/geo/place-autocomplete';
import { loadNamespaces } from '../../../../shared/i18n/i18n';
import { useTranslation } from '../../../../shared/i18n/translation';
import type { TripDraft } from '../../../bookings-core/trip/trip-params';

/** Leaflet and the address lookup come with the map's own chunk, loaded only when the visitor opens the map. */
const VisitorMap = lazy(async () => {
  const [module] = await Promise.all([import('./visitor-map'), loadNamespaces(['geo'])]);
  return module;
});

type TripPlaceValue = NonNullable<TripDraft['place']>;

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

  const fromAutocomplete = (place: PickedPlace | null) =>
    onChange(place ? { address: place.address, lat: place.lat, lng: place.lng, placeId: null } : null);

  return (
    <Stack gap={6}>
      <DeferredPlaceAutocomplete
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
          <VisitorMap label={t('widget.mapLabel')} value={value} onChange={onChange} />
        </Suspense>
      )}
    </Stack>
  );
}
