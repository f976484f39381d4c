import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/translation';

export type NameField = 'nameAr' | 'nameEn';

/**
 * The Arabic and English name of a catalogue record (area, location, car, extra), each typed in its own
 * direction and language whatever the page's. Two inputs without a wrapper: the form lays them out.
 */
export function BilingualNameFields({
  value,
  onChange,
  errors,
  disabled,
  autoFocus,
}: {
  value: Record<NameField, string>;
  onChange: (field: NameField, text: string) => void;
  errors: Partial<Record<NameField, ReactNode>>;
  disabled?: boolean;
  /** Focus the Arabic name first when a modal opens. */
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('bilingualName.nameAr')}
        required
        dir="rtl"
        lang="ar"
        disabled={disabled}
        value={value.nameAr}
        onChange={(event) => onChange('nameAr', event.currentTarget.value)}
        error={errors.nameAr}
        data-autofocus={autoFocus || undefined}
      />
      <TextInput
        label={t('bilingualName.nameEn')}
        required
        dir="ltr"
        lang="en"
        disabled={disabled}
        value={value.nameEn}
        onChange={(event) => onChange('nameEn', event.currentTarget.value)}
        error={errors.nameEn}
      />
    </>
  );
}
