import { Paper, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useMemo } from 'react';
import { countryOptions } from '../../../shared/format/countries';
import type { FieldErrors } from '../../../shared/forms/field-errors';
import { PhoneInput } from '../../../shared/forms/phone-input';
import { useTranslation } from '../../../shared/i18n/translation';
import type { TravellerDraft } from './flow-storage';

export const travellerFieldNames = [
  'travellerName',
  'travellerPhone',
  'travellerEmail',
  'travellerNationality',
  'notes',
] as const;
export type TravellerField = (typeof travellerFieldNames)[number];

/** The traveller: name, phone (stored in E.164), optional e-mail and nationality, notes for the driver. */
export function TravellerFields({
  idPrefix,
  values,
  errors,
  onChange,
}: {
  /** Field ids are `${idPrefix}-${field}`, so the form can focus the first wrong one. */
  idPrefix: string;
  values: TravellerDraft;
  errors: FieldErrors<TravellerField>;
  onChange: (field: TravellerField, value: string) => void;
}) {
  const { t, i18n } = useTranslation('agent-booking');
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const text = (field: Exclude<TravellerField, 'travellerNationality'>) => ({
    id: `${idPrefix}-${field}`,
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(field, event.currentTarget.value),
  });

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={`${idPrefix}-title`}
    >
      <Stack gap="md">
        <Title order={2} fz="h4" id={`${idPrefix}-title`}>
          {t('traveller.title')}
        </Title>
        <TextInput {...text('travellerName')} label={t('traveller.name')} autoComplete="off" required />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PhoneInput
            {...text('travellerPhone')}
            label={t('traveller.phone')}
            description={t('traveller.phoneHint')}
            placeholder="0501234567"
            autoComplete="off"
            required
          />
          <TextInput
            {...text('travellerEmail')}
            label={t('traveller.email')}
            description={t('traveller.optional')}
            type="email"
            dir="ltr"
            autoComplete="off"
          />
        </SimpleGrid>
        <Select
          id={`${idPrefix}-travellerNationality`}
          label={t('traveller.nationality')}
          description={t('traveller.optional')}
          placeholder={t('traveller.nationalityPlaceholder')}
          data={countries}
          value={values.travellerNationality || null}
          onChange={(value) => onChange('travellerNationality', value ?? '')}
          error={errors.travellerNationality}
          searchable
          clearable
          nothingFoundMessage={t('traveller.noCountry')}
        />
        <Textarea
          {...text('notes')}
          label={t('traveller.notes')}
          description={t('traveller.notesHint')}
          autosize
          minRows={2}
          maxRows={6}
        />
      </Stack>
    </Paper>
  );
}
