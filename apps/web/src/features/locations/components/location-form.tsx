import {
  Alert,
  Button,
  Group,
  Loader,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { locationTypes } from '@masar/contract/constants';
import { createLocationBody, type Location, type LocationType } from '@masar/contract/locations';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { BilingualNameFields } from '../../../shared/forms/bilingual-name-fields';
import { type FieldErrors, fieldErrorsOf } from '../../../shared/forms/field-errors';
import { serverFormErrors } from '../../../shared/forms/server-messages';
import { asciiDigitsOnInput } from '../../../shared/forms/typed-digits';
import { useTranslation } from '../../../shared/i18n/translation';
import { allAreasQueryOptions } from '../../areas/api/areas';
import { useSaveLocation } from '../api/locations';

const PointPickerMap = lazy(() => import('./point-picker-map'));

const fields = ['nameAr', 'nameEn', 'type', 'lat', 'lng', 'active'] as const;
type Field = (typeof fields)[number];

interface Values {
  nameAr: string;
  nameEn: string;
  type: LocationType | null;
  lat: number | string;
  lng: number | string;
  active: boolean;
}

/** Define or edit a location: names, type, status and the point (map click or typed coordinates). */
export function LocationForm({
  location,
  onSaved,
}: {
  location: Location | null;
  onSaved: (saved: Location) => void;
}) {
  const { t, i18n } = useTranslation(['catalogue', 'common']);
  const { t: tAuth } = useTranslation('auth');
  const save = useSaveLocation();
  const areas = useQuery(allAreasQueryOptions());
  const [values, setValues] = useState<Values>({
    nameAr: location?.nameAr ?? '',
    nameEn: location?.nameEn ?? '',
    type: location?.type ?? null,
    lat: location?.lat ?? '',
    lng: location?.lng ?? '',
    active: location?.active ?? true,
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const point =
    typeof values.lat === 'number' && typeof values.lng === 'number'
      ? { lat: values.lat, lng: values.lng }
      : null;

  function change<K extends keyof Values>(field: K, value: Values[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const candidate = {
      ...values,
      type: values.type ?? undefined,
      lat: typeof values.lat === 'number' ? values.lat : undefined,
      lng: typeof values.lng === 'number' ? values.lng : undefined,
    };
    const parsed = createLocationBody.safeParse(candidate);
    if (!parsed.success) {
      const found = fieldErrorsOf<Field>(parsed.error.issues, tAuth, candidate);
      if (candidate.lat === undefined || candidate.lng === undefined) {
        found.lat ??= t('locations.pointRequired');
      }
      setErrors(found);
      return;
    }
    setGeneral([]);
    save.mutate(
      { id: location?.id, body: parsed.data },
      {
        onSuccess: onSaved,
        onError: (error) => {
          const split = serverFormErrors(error, fields);
          setErrors(split.byField);
          setGeneral(split.general);
        },
      },
    );
  }

  const areaName = location?.area
    ? i18n.language === 'ar'
      ? location.area.nameAr
      : location.area.nameEn
    : t('locations.noArea');

  return (
    <form onSubmit={submit} noValidate aria-busy={save.isPending}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          {general.length > 0 && (
            <Alert color="red" title={t('common.formError')} role="alert">
              {general.map((message) => (
                <div key={message}>{message}</div>
              ))}
            </Alert>
          )}
          {location && (
            <Alert color="teal" variant="light" data-testid="derived-area">
              {t('locations.derivedArea', { name: areaName })}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <BilingualNameFields value={values} onChange={change} errors={errors} />
            <Select
              label={t('common.type')}
              required
              data={locationTypes.map((type) => ({ value: type, label: t(`locations.types.${type}`) }))}
              value={values.type}
              onChange={(value) => change('type', value as LocationType | null)}
              error={errors.type}
            />
            <Switch
              label={t('common.active')}
              checked={values.active}
              onChange={(event) => change('active', event.currentTarget.checked)}
              mt={{ sm: 'xl' }}
            />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {t('locations.mapHint')}
          </Text>
          <Suspense fallback={<Loader aria-label={t('common:loading')} />}>
            <PointPickerMap
              label={t('locations.mapLabel')}
              point={point}
              areas={areas.data ?? []}
              onPick={(lat, lng) => {
                setValues((current) => ({ ...current, lat, lng }));
                setErrors((current) => ({ ...current, lat: undefined, lng: undefined }));
              }}
            />
          </Suspense>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NumberInput
              label={t('locations.lat')}
              required
              dir="ltr"
              min={-90}
              max={90}
              // Out of range is an error the contract names, never a different point saved.
              clampBehavior="none"
              decimalScale={7}
              onInput={asciiDigitsOnInput}
              value={values.lat}
              onChange={(value) => change('lat', value)}
              error={errors.lat}
            />
            <NumberInput
              label={t('locations.lng')}
              required
              dir="ltr"
              min={-180}
              max={180}
              // Out of range is an error the contract names, never a different point saved.
              clampBehavior="none"
              decimalScale={7}
              onInput={asciiDigitsOnInput}
              value={values.lng}
              onChange={(value) => change('lng', value)}
              error={errors.lng}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}
