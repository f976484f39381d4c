import { Alert, Button, List, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { RegisterUserBody } from '@masar/contract/auth';
import { type FormEvent, useId, useRef, useState } from 'react';
import { type FieldErrors, fieldErrorsOf } from '../forms/field-errors';
import { PhoneInput } from '../forms/phone-input';
import { serverFormErrors } from '../forms/server-messages';
import { useTranslation } from '../i18n/translation';
import { loadAuthSchemas } from './auth-schemas';

type Field = keyof RegisterUserBody;
const fields: readonly Field[] = ['name', 'email', 'phone', 'password'];

/** Customer sign-up: validated with the contract's `registerUserBody`; server messages shown per field. */
export function RegisterForm({
  onSubmit,
  pending,
}: {
  onSubmit: (body: RegisterUserBody) => Promise<unknown>;
  pending: boolean;
}) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [values, setValues] = useState<RegisterUserBody>({ name: '', email: '', phone: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const inputs = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    phone: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };

  function change(field: Field, value: string) {
    void loadAuthSchemas();
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function show(found: FieldErrors<Field>) {
    setErrors(found);
    const first = fields.find((field) => found[field]);
    if (first) inputs[first].current?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setGeneral([]);
    const { registerUserBody } = await loadAuthSchemas();
    const parsed = registerUserBody.safeParse(values);
    if (!parsed.success) return show(fieldErrorsOf<Field>(parsed.error.issues, t, values));
    setErrors({});
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      // In the page language: "This password is too common" must read in Arabic too.
      const split = serverFormErrors(error, fields);
      setGeneral(split.general);
      show(split.byField);
    }
  }

  const input = (field: Field) => ({
    ref: inputs[field],
    id: `${id}-${field}`,
    name: field,
    required: true,
    value: values[field],
    error: errors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => change(field, event.currentTarget.value),
  });

  return (
    <form onSubmit={submit} noValidate aria-busy={pending}>
      <Stack gap="md">
        {general.length > 0 && (
          <Alert color="red" variant="light" title={t('formError')} role="alert">
            <List size="sm">
              {general.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <TextInput {...input('name')} label={t('fields.name')} autoComplete="name" />
        <TextInput
          {...input('email')}
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          dir="ltr"
        />
        <PhoneInput {...input('phone')} label={t('fields.phone')} description={t('fields.phoneHint')} />
        <PasswordInput
          {...input('password')}
          label={t('fields.password')}
          description={t('fields.newPasswordHint')}
          autoComplete="new-password"
          visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
        />
        <Button type="submit" loading={pending} fullWidth mt="xs">
          {t('actions.signUp')}
        </Button>
      </Stack>
    </form>
  );
}
