import {
  Anchor,
  Center,
  Group,
  Loader,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { TripPlace } from '@masar/contract/trips';
import { IconMapPin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { PlaceAutocomplete } from '../../../../shared/geo/place-autocomplete';
import { usePointPicker } from '../../../../shared/geo/reverse-geocode';
import { useTranslation } from '../../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../../shared/i18n/use-localized-path';
import { Link } from '../../../../shared/router/react';
import { placesQueryOptions } from '../../../places/api/places';

/** Leaflet comes with the map's own chunk, loaded when the map is chosen. */
const TripMap = lazy(() => import('../../../bookings-core/trip/trip-map'));

type Mode = 'saved' | 'search' | 'map';
export type PickedTripPlace = Required<TripPlace>;

/**
 * The address end of the trip: one of the agent's saved places, an address found by autocomplete, or a
 * point clicked on the map (its address from reverse geocoding, else its coordinates; editable either way).
 */
export function PlacePicker({
  label,
  value,
  onChange,
  error,
  inputId,
}: {
  label: string;
  value: PickedTripPlace | null;
  onChange: (place: PickedTripPlace | null) => void;
  error?: string;
  /** Focused when the form shows an error on the place. */
  inputId: string;
}) {
  const { t } = useTranslation('agent-booking');
  const localized = useLocalizedPath();
  const id = useId();
  const saved = useQuery(placesQueryOptions(''));
  const { pick, isPending: locating } = usePointPicker(onChange);
  // A trip coming back from the URL shows its point on the map unless it is a saved place.
  const [mode, setMode] = useState<Mode>(() => (value && !value.placeId ? 'map' : 'saved'));
  const errorId = `${id}-error`;
  const described = error ? errorId : undefined;

  let content: React.ReactNode;
  if (mode === 'saved') {
    const places = saved.data ?? [];
    content =
      saved.isSuccess && places.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('place.noSaved')}{' '}
          <Anchor component={Link} to={localized('/panel/profile/places')}>
            {t('place.manageSaved')}
          </Anchor>
        </Text>
      ) : (
        <Select
          id={inputId}
          label={t('place.savedLabel')}
          placeholder={saved.isPending ? t('loading') : t('place.savedPlaceholder')}
          data={places.map((place) => ({ value: place.id, label: place.name }))}
          value={value?.placeId ?? null}
          onChange={(placeId) => {
            const place = places.find((item) => item.id === placeId);
            onChange(
              place
                ? {
                    address: `${place.name}, ${place.address}`.slice(0, 500),
                    lat: place.lat,
                    lng: place.lng,
                    placeId: place.id,
                  }
                : null,
            );
          }}
          renderOption={({ option }) => {
            const place = places.find((item) => item.id === option.value);
            return (
              <Stack gap={0}>
                <Text size="sm">{option.label}</Text>
                <Text size="xs" c="dimmed">
                  {place?.address}
                </Text>
              </Stack>
            );
          }}
          searchable
          nothingFoundMessage={t('place.noMatch')}
          error={Boolean(error)}
          aria-describedby={described}
          disabled={saved.isPending}
        />
      );
  } else if (mode === 'search') {
    content = (
      <PlaceAutocomplete
        label={t('place.searchLabel')}
        placeholder={t('place.searchPlaceholder')}
        value={value}
        onChange={(picked) =>
          onChange(
            picked
              ? { address: picked.address, lat: picked.lat, lng: picked.lng, placeId: picked.placeId ?? null }
              : null,
          )
        }
        error={error ? ' ' : undefined}
      />
    );
  } else {
    const point = value && !value.placeId ? { lat: value.lat, lng: value.lng } : null;
    content = (
      <Stack gap="xs">
        <Text size="xs" c="dimmed" id={`${id}-map-hint`}>
          {t('place.mapHint')}
        </Text>
        <Suspense
          fallback={
            <Center h={300} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
              <Group gap="xs">
                <Loader size="sm" aria-hidden="true" />
                <Text size="sm">{t('place.mapLoading')}</Text>
              </Group>
            </Center>
          }
        >
          <TripMap label={t('place.mapLabel')} value={point} onPick={pick} height={300} />
        </Suspense>
        {point && value && (
          <TextInput
            id={inputId}
            label={t('place.addressLabel')}
            description={t('place.addressHint')}
            value={value.address}
            dir="auto"
            onChange={(event) => onChange({ ...value, address: event.currentTarget.value })}
            aria-describedby={described}
            rightSection={locating ? <Loader size="xs" aria-label={t('place.locating')} /> : undefined}
          />
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="xs" component="fieldset" m={0} p={0} style={{ border: 0, minInlineSize: 0 }}>
      <Text component="legend" fw={600} size="sm" mb={4}>
        {label}
      </Text>
      <SegmentedControl
        value={mode}
        onChange={(next) => setMode(next as Mode)}
        data={(['saved', 'search', 'map'] as const).map((item) => ({
          value: item,
          label: t(`place.modes.${item}`),
        }))}
        fullWidth
        aria-label={t('place.modesLabel')}
      />
      {content}
      {value && (
        <Group gap={6} wrap="nowrap" align="flex-start" aria-live="polite">
          <IconMapPin
            size={18}
            aria-hidden="true"
            color="var(--mantine-color-masar-6)"
            style={{ flexShrink: 0 }}
          />
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('place.chosen')} <bdi>{value.address}</bdi>
          </Text>
        </Group>
      )}
      {error && (
        <Text id={errorId} size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
