import {
  Button,
  Center,
  Group,
  Loader,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { createPlaceBody, type Place } from '@masar/contract/places';
import { type FormEvent, lazy, Suspense, useCallback, useId, useState } from 'react';
import { type FieldErrors, fieldErrorsOf } from '../../../shared/forms/field-errors';
import { FormErrorAlert } from '../../../shared/forms/form-error-alert';
import { serverFormErrors } from '../../../shared/forms/server-messages';
import { asciiDigitsOnInput } from '../../../shared/forms/typed-digits';
import { useTranslation } from '../../../shared/i18n/translation';
import { toast } from '../../../shared/ui/toast';
import type { Point } from '../../bookings-core/trip/trip-map';
import { useSavePlace } from '../api/places';

/** Leaflet and its CSS come with the map's own chunk, loaded when the form opens. */
const PlaceMap = lazy(() => import('../../bookings-core/trip/trip-map'));

const fields = ['name', 'address', 'notes', 'lat', 'lng'] as const;
type Field = (typeof fields)[number];

interface Values {
  name: string;
  address: string;
  notes: string;
  lat: number | string;
  lng: number | string;
}

const numberOrNull = (value: number | string) =>
  value === '' || Number.isNaN(Number(value)) ? null : Number(value);

/** Add or edit a saved place: name, address, notes, and the position picked on the map (or typed). */
export function PlaceForm({ place, onDone }: { place: Place | null; onDone: () => void }) {
  const { t } = useTranslation('profile');
  const { t: tAuth } = useTranslation('auth');
  const id = useId();
  const save = useSavePlace();
  const [values, setValues] = useState<Values>({
    name: place?.name ?? '',
    address: place?.address ?? '',
    notes: place?.notes ?? '',
    lat: place?.lat ?? '',
    lng: place?.lng ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const lat = numberOrNull(values.lat);
  const lng = numberOrNull(values.lng);
  const point = lat !== null && lng !== null ? { lat, lng } : null;

  function set<K extends keyof Values>(field: K, value: Values[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  const pick = useCallback((picked: Point) => {
    setValues((current) => ({ ...current, lat: picked.lat, lng: picked.lng }));
    setErrors((current) => ({ ...current, lat: undefined, lng: undefined }));
  }, []);

  function show(found: FieldErrors<Field>) {
    setErrors(found);
    const first = fields.find((field) => found[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setGeneral([]);
    const candidate = { ...values, lat: lat ?? undefined, lng: lng ?? undefined };
    const parsed = createPlaceBody.safeParse(candidate);
    if (!parsed.success) {
      const found = fieldErrorsOf<Field>(parsed.error.issues, tAuth, values);
      if (lat === null) found.lat = t('places.pickOnMap');
      if (lng === null) found.lng = t('places.pickOnMap');
      return show(found);
    }
    try {
      const saved = await save.mutateAsync({ id: place?.id, body: parsed.data });
      toast.success(t(place ? 'places.saved' : 'places.created', { name: saved.name }));
      onDone();
    } catch (error) {
      const split = serverFormErrors(error, fields);
      setGeneral(split.general);
      show(split.byField);
    }
  }

  const text = (field: 'name' | 'address' | 'notes') => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(field, event.currentTarget.value),
  });

  return (
    <form onSubmit={submit} noValidate aria-busy={save.isPending}>
      <Stack gap="md">
        <FormErrorAlert messages={general} />
        <TextInput
          {...text('name')}
          label={t('places.name')}
          placeholder={t('places.namePlaceholder')}
          required
        />
        <TextInput {...text('address')} label={t('places.address')} required autoComplete="street-address" />
        <div>
          <Text component="p" size="sm" fw={500} mb={4}>
            {t('places.coordinates')}
          </Text>
          <Text size="xs" c="dimmed" mb="xs" id={`${id}-map-hint`}>
            {t('places.mapHint')}
          </Text>
          <Suspense
            fallback={
              <Center h={300} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
                <Group gap="xs">
                  <Loader size="sm" aria-hidden="true" />
                  <Text size="sm">{t('places.mapLoading')}</Text>
                </Group>
              </Center>
            }
          >
            <PlaceMap label={t('places.mapLabel')} value={point} onPick={pick} height={300} zoom={15} />
          </Suspense>
        </div>
        <SimpleGrid cols={2} spacing="sm">
          <NumberInput
            id={`${id}-lat`}
            name="lat"
            label={t('places.lat')}
            value={values.lat}
            onChange={(value) => set('lat', value)}
            error={errors.lat}
            min={-90}
            max={90}
            decimalScale={6}
            onInput={asciiDigitsOnInput}
            hideControls
            dir="ltr"
            inputMode="decimal"
            required
            aria-describedby={`${id}-map-hint`}
          />
          <NumberInput
            id={`${id}-lng`}
            name="lng"
            label={t('places.lng')}
            value={values.lng}
            onChange={(value) => set('lng', value)}
            error={errors.lng}
            min={-180}
            max={180}
            decimalScale={6}
            onInput={asciiDigitsOnInput}
            hideControls
            dir="ltr"
            inputMode="decimal"
            required
            aria-describedby={`${id}-map-hint`}
          />
        </SimpleGrid>
        <Textarea
          {...text('notes')}
          label={t('places.notes')}
          placeholder={t('places.notesPlaceholder')}
          autosize
          minRows={2}
          maxRows={5}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('places.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('places.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
