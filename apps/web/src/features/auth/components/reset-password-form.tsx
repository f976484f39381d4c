import { Button, PasswordInput, Stack } from '@mantine/core';
import type { Role } from '@masar/contract/permission-names';
import { type FormEvent, useId, useState } from 'react';
import { ApiRequestError } from '../../../shared/api/client';
import { loadAuthSchemas } from '../../../shared/auth/auth-schemas';
import { type FieldErrors, fieldErrorsOf } from '../../../shared/forms/field-errors';
import { FormErrorAlert } from '../../../shared/forms/form-error-alert';
import { serverFormErrors } from '../../../shared/forms/server-messages';
import { useTranslation } from '../../../shared/i18n/translation';
import { useResetPassword } from '../api/password-reset';

const fields = ['password', 'confirm'] as const;
type Field = (typeof fields)[number];
type Values = Record<Field, string>;

/**
 * What is wrong with the two passwords before anything is sent: the contract's `newPassword` rules on the
 * first (through `resetPasswordBody`), then the second must repeat it.
 */
export async function resetFormErrors(
  token: string,
  values: Values,
  t: Parameters<typeof fieldErrorsOf>[1],
): Promise<FieldErrors<Field>> {
  const { resetPasswordBody } = await loadAuthSchemas();
  const parsed = resetPasswordBody.safeParse({ token, password: values.password });
  const found: FieldErrors<Field> = parsed.success
    ? {}
    : fieldErrorsOf<Field>(
        parsed.error.issues.filter((issue) => issue.path[0] === 'password'),
        t,
        values,
      );
  if (!values.confirm) found.confirm = t('validation.required');
  else if (values.confirm !== values.password) found.confirm = t('reset.mismatch');
  return found;
}

/**
 * New password twice (show/hide like every password field), then POST /auth/resetPassword. `onDone` gets the
 * account's role; `onInvalid` runs when the server says the link no longer works (used meanwhile, expired).
 */
export function ResetPasswordForm({
  token,
  onDone,
  onInvalid,
}: {
  token: string;
  onDone: (role: Role) => void;
  onInvalid: () => void;
}) {
  const { t } = useTranslation('auth');
  const id = useId();
  const reset = useResetPassword();
  const [values, setValues] = useState<Values>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [general, setGeneral] = useState<string[]>([]);

  function show(found: FieldErrors<Field>) {
    setErrors(found);
    const first = fields.find((field) => found[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setGeneral([]);
    const found = await resetFormErrors(token, values, t);
    if (Object.values(found).some(Boolean)) return show(found);
    try {
      const { role } = await reset.mutateAsync({ token, password: values.password });
      onDone(role);
    } catch (error) {
      const { RESET_LINK_INVALID, COMMON_PASSWORD } = await loadAuthSchemas();
      if (error instanceof ApiRequestError && error.messages.includes(RESET_LINK_INVALID)) return onInvalid();
      const split = serverFormErrors(error, fields, { [COMMON_PASSWORD]: 'password' });
      setGeneral(split.general);
      show(split.byField);
    }
  }

  const input = (field: Field) => ({
    id: `${id}-${field}`,
    name: field === 'password' ? 'new-password' : 'confirm-password',
    required: true,
    autoComplete: 'new-password',
    value: values[field],
    error: errors[field],
    visibilityToggleButtonProps: { 'aria-label': t('fields.togglePassword') },
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      void loadAuthSchemas();
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
  });

  return (
    <form onSubmit={submit} noValidate aria-busy={reset.isPending}>
      <Stack gap="md">
        <FormErrorAlert messages={general} />
        <PasswordInput
          {...input('password')}
          label={t('reset.password')}
          description={t('changePassword.newPasswordHint')}
        />
        <PasswordInput {...input('confirm')} label={t('reset.confirm')} />
        <Button type="submit" loading={reset.isPending} fullWidth mt="xs">
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
