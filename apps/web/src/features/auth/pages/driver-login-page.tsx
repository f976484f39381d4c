import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { driverLoginBody } from '@masar/contract/auth';
import { type FormEvent, useId, useState } from 'react';
import { useDriverLogin } from '../../../shared/auth/auth-api';
import { type FieldErrors, fieldErrorsOf } from '../../../shared/forms/field-errors';
import { PhoneInput } from '../../../shared/forms/phone-input';
import { useTranslation } from '../../../shared/i18n/translation';
import { LoginCardHeader } from '../components/login-card-header';
import { useRedirectAfterLogin } from '../components/use-redirect-after-login';

type Field = 'mobile' | 'password';

/** /driver/login (blank layout): POST /api/auth/loginDriver with the mobile and password, then /driver. */
export function DriverLoginPage() {
  const { t } = useTranslation('auth');
  const id = useId();
  const login = useDriverLogin();
  const goOn = useRedirectAfterLogin('/driver');
  const [values, setValues] = useState<Record<Field, string>>({ mobile: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = driverLoginBody.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrorsOf<Field>(parsed.error.issues, t, values);
      if (found.mobile && values.mobile.trim()) found.mobile = t('validation.phone');
      setErrors(found);
      const first = (['mobile', 'password'] as const).find((field) => found[field]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    login.mutate(parsed.data, { onSuccess: goOn });
  }

  return (
    <>
      <LoginCardHeader title={t('driver.title')} subtitle={t('driver.subtitle')} />
      <form onSubmit={submit} noValidate aria-busy={login.isPending}>
        <Stack gap="md">
          <PhoneInput
            id={`${id}-mobile`}
            name="mobile"
            label={t('fields.mobile')}
            description={t('fields.mobileHint')}
            autoComplete="username"
            required
            value={values.mobile}
            onChange={(event) => change('mobile', event.currentTarget.value)}
            error={errors.mobile}
          />
          <PasswordInput
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
          <Text size="sm" c="dimmed">
            {t('driver.forgot')}
          </Text>
          <Button type="submit" loading={login.isPending} fullWidth mt="xs">
            {t('actions.signIn')}
          </Button>
        </Stack>
      </form>
    </>
  );
}
