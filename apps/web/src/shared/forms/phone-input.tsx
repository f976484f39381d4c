import { TextInput, type TextInputProps } from '@mantine/core';
import { asciiDigitsOnInput } from './typed-digits';

/**
 * Every phone field: left-to-right, the phone keyboard, Arabic-Indic digits typed become ASCII. Any Saudi or
 * international form is accepted; the contract's `phone` schema stores it in E.164 (client and server).
 */
export function PhoneInput(props: Omit<TextInputProps, 'type' | 'inputMode' | 'dir' | 'onInput'>) {
  return (
    <TextInput
      type="tel"
      inputMode="tel"
      dir="ltr"
      autoComplete="tel"
      {...props}
      onInput={asciiDigitsOnInput}
    />
  );
}
