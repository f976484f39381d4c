import { TextInput, type TextInputProps } from '@mantine/core';
import { asciiDigitsOnInput } from '../forms/typed-digits';
import { useTranslation } from '../i18n/translation';

/** An amount in SAR as text ('12.50', Arabic-Indic digits typed become ASCII); parse it with `checkAmount` on submit. */
export function MoneyInput(props: Omit<TextInputProps, 'inputMode' | 'rightSection' | 'onInput'>) {
  const { t } = useTranslation('catalogue');
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      rightSection={<span aria-hidden="true">{t('common.sar')}</span>}
      rightSectionWidth={44}
      {...props}
      onInput={asciiDigitsOnInput}
    />
  );
}
