import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { LoginBody } from '@masar/contract/auth';
import { type FormEvent, useId, useRef, useState } from 'react';
import { type FieldErrors, fieldErrorsOf } from '../forms/field-errors';
import { useTranslation } from '../i18n/translation';
import { Link } from '../router/react';
import { loadAuthSchemas } from './auth-schemas';

type Field = keyof LoginBody;

/**
 * Email + password, validated with the contract's `loginBody` (fetched once typing starts) before anything
 * is sent. Server messages (for example 'Credentials are not correct') are shown by the API client as toasts.
 * `forgotPasswordTo`: the role's "forgot password" page, linked under the password field.
 */
export function LoginForm({
  onSubmit,
  pending,
  submitLabel,
  forgotPasswordTo,
}: {
  onSubmit: (body: LoginBody) => void;
  pending: boolean;
  submitLabel?: string;
  forgotPasswordTo?: string;
}) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [values, setValues] = useState<LoginBody>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const inputs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  function change(field: Field, value: string) {
    void loadAuthSchemas();
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { loginBody } = await loadAuthSchemas();
    const parsed = loginBody.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrorsOf<Field>(parsed.error.issues, t, values);
      setErrors(found);
      const first = (['email', 'password'] as const).find((field) => found[field]);
      if (first) inputs[first].current?.focus();
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={pending}>
      <Stack gap="md">
        <TextInput
          ref={inputs.email}
          id={`${id}-email`}
          name="email"
          type="email"
          label={t('fields.email')}
          autoComplete="username"
          inputMode="email"
          dir="ltr"
          required
          value={values.email}
          onChange={(event) => change('email', event.currentTarget.value)}
          error={errors.email}
        />
        <PasswordInput
          ref={inputs.password}
          id={`${id}-password`}
          name="password"
          label={t('fields.password')}
          autoComplete="current-password"
          visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
          required
          value={values.password}
          onChange={(event) => change('password', event.currentTarget.value)}
          error={errors.password}
        />
        {forgotPasswordTo && (
          <Anchor component={Link} to={forgotPasswordTo} size="sm" mt={-6} style={{ alignSelf: 'flex-end' }}>
            {t('forgot.link')}
          </Anchor>
        )}
        <Button type="submit" loading={pending} fullWidth mt="xs">
          {submitLabel ?? t('actions.signIn')}
        </Button>
      </Stack>
    </form>
  );
}
