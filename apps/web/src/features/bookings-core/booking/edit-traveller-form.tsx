import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { AgentBooking } from '@masar/contract/agent-bookings';
import { type EditTravellerBody, editTravellerBody } from '@masar/contract/trips';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { ApiRequestError } from '../../../shared/api/client';
import { countryOptions } from '../../../shared/format/countries';
import { type FieldErrors, fieldErrorsOf } from '../../../shared/forms/field-errors';
import { FormErrorAlert } from '../../../shared/forms/form-error-alert';
import { PhoneInput } from '../../../shared/forms/phone-input';
import { serverFormErrors } from '../../../shared/forms/server-messages';
import { asciiDigitsOnInput } from '../../../shared/forms/typed-digits';
import { useTranslation } from '../../../shared/i18n/translation';
import { toast } from '../../../shared/ui/toast';

const fields = [
  'travellerName',
  'travellerPhone',
  'travellerEmail',
  'travellerNationality',
  'flightNumber',
  'notes',
] as const;
type Field = (typeof fields)[number];
type Values = Record<Field, string>;

/** What the form reads of a booking: agents' and customers' bookings both have it. */
export type TravellerBooking = Pick<
  AgentBooking,
  | 'reference'
  | 'direction'
  | 'location'
  | 'travellerName'
  | 'travellerPhone'
  | 'travellerEmail'
  | 'travellerNationality'
  | 'flightNumber'
  | 'notes'
>;

const valuesOf = (booking: TravellerBooking): Values => ({
  travellerName: booking.travellerName,
  travellerPhone: booking.travellerPhone,
  travellerEmail: booking.travellerEmail ?? '',
  travellerNationality: booking.travellerNationality ?? '',
  flightNumber: booking.flightNumber ?? '',
  notes: booking.notes ?? '',
});

/**
 * The traveller, flight and notes of a booking, for the agent, the customer and the admin alike: validated
 * with the contract's editTravellerBody, sent by `save` (the caller's PATCH); the server's messages land
 * under their field. Hourly trips have no flight.
 */
export function EditTravellerForm({
  booking,
  save,
  onDone,
  conflictMessage,
}: {
  booking: TravellerBooking;
  save: (body: EditTravellerBody) => Promise<unknown>;
  onDone: () => void;
  /** What a 409 means for this caller; by default "no longer Requested" (agents and customers). */
  conflictMessage?: string;
}) {
  const { t, i18n } = useTranslation('bookings');
  const { t: tAuth } = useTranslation('auth');
  const id = useId();
  const [saving, setSaving] = useState(false);
  const [values, setValues] = useState<Values>(() => valuesOf(booking));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const withFlight = booking.direction !== 'Hourly';

  function set(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function show(found: FieldErrors<Field>) {
    setErrors(found);
    const first = fields.find((field) => found[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }

  /**
   * A badly formed value of this form's own fields, in the page language (the contract's messages are
   * English, and a field that may be left empty fails as a union). Null: keep the shared wording.
   */
  function formatMessage(field: Field, message: string): string | null {
    if (field === 'flightNumber' && /airport/i.test(message)) return t('edit.flightRequired');
    if (field === 'travellerPhone') return tAuth('validation.phone');
    if (field === 'travellerEmail') return tAuth('validation.email');
    if (field === 'flightNumber') return t('edit.flightFormat');
    if (field === 'travellerNationality') return t('edit.nationalityInvalid');
    return null;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setGeneral([]);
    const { flightNumber, ...traveller } = values;
    const candidate = withFlight ? { ...traveller, flightNumber } : traveller;
    const parsed = editTravellerBody.safeParse(candidate);
    if (!parsed.success) {
      const found = fieldErrorsOf<Field>(parsed.error.issues, tAuth, values);
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        const message =
          values[field]?.trim() && issue.code !== 'too_big' ? formatMessage(field, issue.message) : null;
        if (message) found[field] = message;
      }
      return show(found);
    }
    setSaving(true);
    try {
      await save(candidate);
      toast.success(t('edit.saved', { reference: booking.reference }));
      onDone();
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) {
        setGeneral([conflictMessage ?? t('errors.notRequested')]);
        return;
      }
      const split = serverFormErrors(error, fields);
      setGeneral(split.general);
      const found: FieldErrors<Field> = {};
      for (const field of fields) {
        const message = split.byField[field];
        if (message) found[field] = formatMessage(field, message) ?? message;
      }
      show(found);
    } finally {
      setSaving(false);
    }
  }

  const text = (field: Field) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(field, event.currentTarget.value),
  });

  return (
    <form onSubmit={submit} noValidate aria-busy={saving} aria-label={t('edit.title')}>
      <Stack gap="md">
        <FormErrorAlert messages={general} />
        <TextInput {...text('travellerName')} label={t('fields.travellerName')} required autoComplete="off" />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <PhoneInput
            {...text('travellerPhone')}
            label={t('fields.travellerPhone')}
            description={t('edit.phoneHint')}
            required
            autoComplete="off"
          />
          <TextInput
            {...text('travellerEmail')}
            label={t('fields.travellerEmail')}
            type="email"
            dir="ltr"
            autoComplete="off"
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: withFlight ? 2 : 1 }} spacing="md">
          <Select
            id={`${id}-travellerNationality`}
            label={t('fields.travellerNationality')}
            placeholder={t('edit.nationalityPlaceholder')}
            data={countries}
            value={values.travellerNationality || null}
            onChange={(value) => set('travellerNationality', value ?? '')}
            error={errors.travellerNationality}
            searchable
            clearable
            nothingFoundMessage={t('edit.noCountry')}
            comboboxProps={{ withinPortal: true }}
          />
          {withFlight && (
            <TextInput
              {...text('flightNumber')}
              onInput={asciiDigitsOnInput}
              label={t('fields.flightNumber')}
              description={t('edit.flightHint')}
              dir="ltr"
              autoComplete="off"
              required={booking.location?.type === 'Airport'}
            />
          )}
        </SimpleGrid>
        <Textarea {...text('notes')} label={t('fields.notes')} autosize minRows={2} maxRows={6} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('edit.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('edit.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
