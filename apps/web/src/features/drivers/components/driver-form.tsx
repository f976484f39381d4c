import {
  ActionIcon,
  Alert,
  Avatar,
  Button,
  Checkbox,
  FileInput,
  Group,
  Paper,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { dateOnly } from '@masar/contract/common';
import {
  type CreateDriverBody,
  createDriverBody,
  type Driver,
  driverLanguages,
  normalisePlateLetters,
  plateLatinOf,
  type UpdateDriverBody,
  updateDriverBody,
  vehicleColours,
} from '@masar/contract/drivers';
import { IMAGE_MAX_BYTES, imageMimeTypes } from '@masar/contract/images';
import { readMessage } from '@masar/contract/messages';
import { IconAlertTriangle, IconLock, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { core } from 'zod';
import { localizeServerMessage } from '../../../shared/api/server-message';
import { formatDate } from '../../../shared/format/date';
import { issueMessage } from '../../../shared/forms/field-errors';
import { FormErrorAlert } from '../../../shared/forms/form-error-alert';
import { PhoneInput } from '../../../shared/forms/phone-input';
import { serverFormErrors } from '../../../shared/forms/server-messages';
import { asciiDigitsOnInput } from '../../../shared/forms/typed-digits';
import { useTranslation } from '../../../shared/i18n/translation';
import { CalendarProvider } from '../../../shared/ui/calendar-provider';
import { allCarsQueryOptions } from '../../cars/api/cars';
import { licenceState } from './licence-warning';

interface VehicleValues {
  id?: string;
  carId: string;
  plateLetters: string;
  plateNumber: string;
  colour: string;
  year: string;
}

interface Values {
  nameAr: string;
  nameEn: string;
  mobile: string;
  password: string;
  licenceNumber: string;
  licenceExpiry: string;
  nationalId: string;
  languages: string[];
  active: boolean;
  vehicles: VehicleValues[];
}

const topFields = [
  'nameAr',
  'nameEn',
  'mobile',
  'password',
  'licenceNumber',
  'licenceExpiry',
  'nationalId',
  'languages',
  'active',
  'vehicles',
] as const;
const vehicleFields = ['carId', 'plateLetters', 'plateNumber', 'colour', 'year'] as const;
/** A field's key: a top field, or `vehicles.<index>.<field>`. */
type Errors = Record<string, string | undefined>;

const emptyVehicle = (): VehicleValues => ({
  carId: '',
  plateLetters: '',
  plateNumber: '',
  colour: '',
  year: '',
});

function valuesOf(driver: Driver | null): Values {
  return {
    nameAr: driver?.nameAr ?? '',
    nameEn: driver?.nameEn ?? '',
    mobile: driver?.mobile ?? '',
    password: '',
    licenceNumber: driver?.licenceNumber ?? '',
    licenceExpiry: driver?.licenceExpiry ?? '',
    nationalId: driver?.nationalId ?? '',
    languages: driver?.languages ?? ['ar'],
    active: driver?.active ?? true,
    vehicles: driver?.vehicles.map((vehicle) => ({
      id: vehicle.id,
      carId: vehicle.car.id,
      plateLetters: vehicle.plateLetters,
      plateNumber: vehicle.plateNumber,
      colour: vehicle.colour,
      year: String(vehicle.year),
    })) ?? [emptyVehicle()],
  };
}

/** The body to send: everything for a new driver; for an edit, the fields that changed (vehicles as a whole). */
function bodyOf(driver: Driver | null, values: Values): Record<string, unknown> {
  const vehicles = values.vehicles.map(({ id, ...vehicle }) => ({ ...(id ? { id } : {}), ...vehicle }));
  const all = { ...values, vehicles };
  if (!driver) return all;
  const before = valuesOf(driver);
  const body: Record<string, unknown> = {};
  for (const field of [
    'nameAr',
    'nameEn',
    'mobile',
    'licenceNumber',
    'licenceExpiry',
    'nationalId',
  ] as const) {
    if (values[field].trim() !== before[field]) body[field] = values[field];
  }
  if (values.languages.join() !== before.languages.join()) body.languages = values.languages;
  if (values.active !== before.active) body.active = values.active;
  if (values.password) body.password = values.password;
  if (JSON.stringify(values.vehicles) !== JSON.stringify(before.vehicles)) body.vehicles = vehicles;
  return body;
}

export type DriverFormSubmit =
  | { kind: 'create'; body: CreateDriverBody; photo?: File | null }
  | { kind: 'update'; body: UpdateDriverBody; photo?: File | null };

/**
 * Define or edit a driver with their vehicles, validated with createDriverBody / updateDriverBody; every
 * problem is shown under its field (a vehicle's under that vehicle's input). The licence is flagged when it
 * expires within 30 days or has expired.
 */
export function DriverForm({
  driver,
  readOnly = false,
  onSubmit,
  pending,
  actions,
}: {
  driver: Driver | null;
  readOnly?: boolean;
  onSubmit: (submit: DriverFormSubmit) => Promise<unknown>;
  pending: boolean;
  actions?: ReactNode;
}) {
  const { t, i18n } = useTranslation('drivers');
  const { t: tAuth } = useTranslation('auth');
  const id = useId();
  const cars = useQuery(allCarsQueryOptions());
  const [values, setValues] = useState<Values>(() => valuesOf(driver));
  const [photo, setPhoto] = useState<File | null | undefined>(undefined);
  const [errors, setErrors] = useState<Errors>({});
  const [general, setGeneral] = useState<string[]>([]);
  const language = i18n.language === 'en' ? 'en' : 'ar';

  function set<K extends keyof Values>(field: K, value: Values[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }
  function setVehicle(index: number, field: (typeof vehicleFields)[number], value: string) {
    setValues((current) => ({
      ...current,
      vehicles: current.vehicles.map((vehicle, at) =>
        at === index ? { ...vehicle, [field]: value } : vehicle,
      ),
    }));
    setErrors((current) => ({ ...current, [`vehicles.${index}.${field}`]: undefined, vehicles: undefined }));
  }

  const keys = () => [
    ...topFields,
    ...values.vehicles.flatMap((_, index) => vehicleFields.map((field) => `vehicles.${index}.${field}`)),
  ];

  function show(found: Errors) {
    setErrors(found);
    const first = keys().find((key) => found[key]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }

  function clientErrors(issues: readonly core.$ZodIssue[], body: Record<string, unknown>): Errors {
    const found: Errors = {};
    for (const issue of issues) {
      const key = issue.path.join('.');
      if (!key || found[key]) continue;
      const value = issue.path.reduce<unknown>(
        (node, part) =>
          node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[part] : undefined,
        body,
      );
      const empty =
        value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
      found[key] = empty
        ? tAuth('validation.required')
        : readMessage(issue.message)
          ? localizeServerMessage(issue.message)
          : issueMessage(issue, tAuth);
    }
    return found;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (readOnly) return;
    setGeneral([]);
    const body = bodyOf(driver, values);
    const parsed = driver ? updateDriverBody.safeParse(body) : createDriverBody.safeParse(body);
    if (!parsed.success) return show(clientErrors(parsed.error.issues, body));
    setErrors({});
    try {
      await onSubmit(
        driver
          ? { kind: 'update', body: body as UpdateDriverBody, photo }
          : { kind: 'create', body: body as CreateDriverBody, photo },
      );
      if (driver) set('password', '');
      setPhoto(undefined);
    } catch (error) {
      const split = serverFormErrors(error, keys());
      setGeneral(split.general);
      show(split.byField);
    }
  }

  const input = (field: 'nameAr' | 'nameEn' | 'licenceNumber' | 'nationalId' | 'password') => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    error: errors[field],
    readOnly,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(field, event.currentTarget.value),
  });
  const section = {
    withBorder: true,
    radius: 'md',
    p: { base: 'md', sm: 'lg' },
    component: 'section',
  } as const;
  const licence = licenceState(values.licenceExpiry);
  const carOptions = (cars.data ?? []).map((car) => ({
    value: car.id,
    label: language === 'ar' ? car.nameAr : car.nameEn,
  }));

  return (
    <form onSubmit={submit} noValidate aria-busy={pending}>
      <Stack gap="lg">
        {readOnly && (
          <Alert variant="light" color="gray" icon={<IconLock size={18} aria-hidden="true" />}>
            {t('form.readOnly')}
          </Alert>
        )}
        <FormErrorAlert messages={general} />

        <Paper {...section} aria-labelledby={`${id}-identity`}>
          <Title order={2} fz="h4" mb="md" id={`${id}-identity`}>
            {t('form.identity')}
          </Title>
          <Stack gap="md">
            <Group gap="md" align="flex-end" wrap="wrap">
              <Avatar
                src={photo ? URL.createObjectURL(photo) : photo === null ? null : driver?.photoUrl}
                size={72}
                radius="xl"
                alt=""
              />
              {!readOnly && (
                <FileInput
                  id={`${id}-photo`}
                  label={t('form.photo')}
                  description={t('form.photoHint')}
                  accept={imageMimeTypes.join(',')}
                  value={photo ?? null}
                  onChange={(file) => {
                    if (file && file.size > IMAGE_MAX_BYTES) return;
                    setPhoto(file);
                  }}
                  clearable
                  style={{ flex: '1 1 14rem' }}
                />
              )}
              {!readOnly && driver?.photoUrl && photo !== null && (
                <Button variant="subtle" color="red" onClick={() => setPhoto(null)}>
                  {t('form.removePhoto')}
                </Button>
              )}
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                {...input('nameAr')}
                label={t('form.nameAr')}
                required={!readOnly}
                dir="rtl"
                lang="ar"
              />
              <TextInput
                {...input('nameEn')}
                label={t('form.nameEn')}
                required={!readOnly}
                dir="ltr"
                lang="en"
              />
              <PhoneInput
                id={`${id}-mobile`}
                name="mobile"
                label={t('form.mobile')}
                description={t('form.mobileHint')}
                required={!readOnly}
                readOnly={readOnly}
                autoComplete="off"
                value={values.mobile}
                error={errors.mobile}
                onChange={(event) => set('mobile', event.currentTarget.value)}
              />
              {!readOnly && (
                <PasswordInput
                  {...input('password')}
                  label={driver ? t('form.newPassword') : t('form.password')}
                  description={driver ? t('form.newPasswordHint') : t('form.passwordHint')}
                  autoComplete="new-password"
                  required={!driver}
                  visibilityToggleButtonProps={{ 'aria-label': tAuth('fields.togglePassword') }}
                />
              )}
            </SimpleGrid>
            <Checkbox.Group
              id={`${id}-languages`}
              label={t('form.languages')}
              value={values.languages}
              onChange={(languages) => set('languages', languages)}
              error={errors.languages}
              required={!readOnly}
            >
              <Group gap="md" mt={6}>
                {driverLanguages.map((code) => (
                  <Checkbox key={code} value={code} label={t(`languages.${code}`)} disabled={readOnly} />
                ))}
              </Group>
            </Checkbox.Group>
            <Switch
              id={`${id}-active`}
              name="active"
              label={t('form.active')}
              description={t('form.activeHint')}
              checked={values.active}
              onChange={(event) => set('active', event.currentTarget.checked)}
              disabled={readOnly}
            />
          </Stack>
        </Paper>

        <Paper {...section} aria-labelledby={`${id}-documents`}>
          <Title order={2} fz="h4" mb="md" id={`${id}-documents`}>
            {t('form.documents')}
          </Title>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <TextInput
                {...input('nationalId')}
                label={t('form.nationalId')}
                description={t('form.nationalIdHint')}
                required={!readOnly}
                inputMode="numeric"
                dir="ltr"
                onInput={asciiDigitsOnInput}
              />
              <TextInput
                {...input('licenceNumber')}
                label={t('form.licenceNumber')}
                required={!readOnly}
                dir="ltr"
                onInput={asciiDigitsOnInput}
              />
              <CalendarProvider>
                {/* Typed as on the licence card (any digits) or picked; the page's calendar, not the browser's. */}
                <DateInput
                  id={`${id}-licenceExpiry`}
                  name="licenceExpiry"
                  label={t('form.licenceExpiry')}
                  required={!readOnly}
                  readOnly={readOnly}
                  valueFormat="YYYY-MM-DD"
                  placeholder="YYYY-MM-DD"
                  // The digits are ASCII by then (onInput); the day is the contract's.
                  dateParser={(text) => dateOnly.safeParse(text.trim()).data ?? null}
                  dir="ltr"
                  onInput={asciiDigitsOnInput}
                  value={values.licenceExpiry || null}
                  error={errors.licenceExpiry}
                  onChange={(value) => set('licenceExpiry', value ?? '')}
                />
              </CalendarProvider>
            </SimpleGrid>
            {licence && (
              <Alert
                variant="light"
                color={licence.state === 'expired' ? 'red' : 'yellow'}
                icon={<IconAlertTriangle size={18} aria-hidden="true" />}
                role="status"
              >
                {licence.state === 'expired'
                  ? t('licence.expiredOn', { date: formatDate(values.licenceExpiry, i18n.language) })
                  : t('licence.expiresOn', {
                      date: formatDate(values.licenceExpiry, i18n.language),
                      count: licence.days,
                    })}
              </Alert>
            )}
          </Stack>
        </Paper>

        <Paper {...section} aria-labelledby={`${id}-vehicles`}>
          <Title order={2} fz="h4" mb="md" id={`${id}-vehicles`}>
            {t('form.vehicles')}
          </Title>
          {errors.vehicles && (
            <Text c="red" size="sm" mb="sm" role="alert">
              {errors.vehicles}
            </Text>
          )}
          <Stack gap="md">
            {values.vehicles.map((vehicle, index) => {
              const key = (field: string) => `vehicles.${index}.${field}`;
              const letters = normalisePlateLetters(vehicle.plateLetters);
              const number = index + 1;
              return (
                <Paper
                  key={vehicle.id ?? `new-${index}`}
                  withBorder
                  radius="sm"
                  p="sm"
                  component="fieldset"
                  style={{ margin: 0 }}
                >
                  <Group justify="space-between" mb="xs">
                    <Text component="legend" fw={600}>
                      {t('form.vehicle', { number })}
                    </Text>
                    {!readOnly && values.vehicles.length > 1 && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('form.removeVehicle', { number })}
                        onClick={() =>
                          setValues((current) => ({
                            ...current,
                            vehicles: current.vehicles.filter((_, at) => at !== index),
                          }))
                        }
                      >
                        <IconTrash size={18} aria-hidden="true" />
                      </ActionIcon>
                    )}
                  </Group>
                  <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
                    <Select
                      id={`${id}-${key('carId')}`}
                      label={t('form.car')}
                      data={carOptions}
                      value={vehicle.carId || null}
                      onChange={(value) => setVehicle(index, 'carId', value ?? '')}
                      error={errors[key('carId')]}
                      required={!readOnly}
                      readOnly={readOnly}
                      searchable
                    />
                    <TextInput
                      id={`${id}-${key('plateLetters')}`}
                      label={t('form.plateLetters')}
                      description={
                        /^[ابحدرسصطعقكلمنهوى]{1,3}$/.test(letters) && vehicle.plateNumber
                          ? t('form.plateLatin', { plate: `${plateLatinOf(letters)} ${vehicle.plateNumber}` })
                          : t('form.plateLettersHint')
                      }
                      dir="rtl"
                      lang="ar"
                      value={vehicle.plateLetters}
                      onChange={(event) => setVehicle(index, 'plateLetters', event.currentTarget.value)}
                      error={errors[key('plateLetters')]}
                      required={!readOnly}
                      readOnly={readOnly}
                    />
                    <TextInput
                      id={`${id}-${key('plateNumber')}`}
                      label={t('form.plateNumber')}
                      inputMode="numeric"
                      dir="ltr"
                      onInput={asciiDigitsOnInput}
                      value={vehicle.plateNumber}
                      onChange={(event) => setVehicle(index, 'plateNumber', event.currentTarget.value)}
                      error={errors[key('plateNumber')]}
                      required={!readOnly}
                      readOnly={readOnly}
                    />
                    <Select
                      id={`${id}-${key('colour')}`}
                      label={t('form.colour')}
                      data={vehicleColours.map((colour) => ({
                        value: colour,
                        label: t(`colours.${colour}`),
                      }))}
                      value={vehicle.colour || null}
                      onChange={(value) => setVehicle(index, 'colour', value ?? '')}
                      error={errors[key('colour')]}
                      required={!readOnly}
                      readOnly={readOnly}
                    />
                    <TextInput
                      id={`${id}-${key('year')}`}
                      label={t('form.year')}
                      inputMode="numeric"
                      dir="ltr"
                      onInput={asciiDigitsOnInput}
                      value={vehicle.year}
                      onChange={(event) => setVehicle(index, 'year', event.currentTarget.value)}
                      error={errors[key('year')]}
                      required={!readOnly}
                      readOnly={readOnly}
                    />
                  </SimpleGrid>
                </Paper>
              );
            })}
            {!readOnly && (
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden="true" />}
                onClick={() =>
                  setValues((current) => ({ ...current, vehicles: [...current.vehicles, emptyVehicle()] }))
                }
                style={{ alignSelf: 'flex-start' }}
              >
                {t('form.addVehicle')}
              </Button>
            )}
          </Stack>
        </Paper>

        <Group justify="flex-end" gap="sm">
          {actions}
          {!readOnly && (
            <Button type="submit" loading={pending}>
              {driver ? t('form.save') : t('form.create')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
