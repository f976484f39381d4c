import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { changePasswordBody, WRONG_CURRENT_PASSWORD } from '@masar/contract/auth';
import { type FormEvent, useId, useState } from 'react';
import { type FieldErrors, fieldErrorsOf } from '../forms/field-errors';
import { FormErrorAlert } from '../forms/form-error-alert';
import { serverFormErrors } from '../forms/server-messages';
import { useTranslation } from '../i18n/translation';
import { toast } from '../ui/toast';
import { useChangePassword } from './change-password';

const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
type Field = (typeof fields)[number];
type Values = Record<Field, string>;
const empty: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Current password, new password twice; validated with the contract's `changePasswordBody`. On success the
 * new session is stored (see useChangePassword) and `onDone` runs. Used by the admin's account menu and the
 * agent's personal info page.
 */
export function ChangePasswordForm({ onDone, onCancel }: { onDone?: () => void; onCancel?: () => void }) {
  const { t } = useTranslation('auth');
  const id = useId();
  const change = useChangePassword();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [general, setGeneral] = useState<string[]>([]);

  function set(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function show(found: FieldErrors<Field>) {
    setErrors(found);
    const first = fields.find((field) => found[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setGeneral([]);
    const parsed = changePasswordBody.safeParse(values);
    const found: FieldErrors<Field> = parsed.success
      ? {}
      : fieldErrorsOf<Field>(parsed.error.issues, t, values);
    if (!found.confirmPassword && values.confirmPassword !== values.newPassword) {
      found.confirmPassword = values.confirmPassword
        ? t('changePassword.mismatch')
        : t('validation.required');
    }
    if (!parsed.success || Object.values(found).some(Boolean)) return show(found);
    try {
      await change.mutateAsync(parsed.data);
      setValues(empty);
      setErrors({});
      toast.success(t('changePassword.success'));
      onDone?.();
    } catch (error) {
      const split = serverFormErrors(error, fields, { [WRONG_CURRENT_PASSWORD]: 'currentPassword' });
      setGeneral(split.general);
      show(split.byField);
    }
  }

  const input = (field: Field) => ({
    id: `${id}-${field}`,
    name: field,
    required: true,
    value: values[field],
    error: errors[field],
    visibilityToggleButtonProps: { 'aria-label': t('fields.togglePassword') },
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(field, event.currentTarget.value),
  });

  return (
    <form onSubmit={submit} noValidate aria-busy={change.isPending}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('changePassword.intro')}
        </Text>
        <FormErrorAlert messages={general} />
        <PasswordInput
          {...input('currentPassword')}
          label={t('changePassword.currentPassword')}
          autoComplete="current-password"
        />
        <PasswordInput
          {...input('newPassword')}
          label={t('changePassword.newPassword')}
          description={t('changePassword.newPasswordHint')}
          autoComplete="new-password"
        />
        <PasswordInput
          {...input('confirmPassword')}
          label={t('changePassword.confirmPassword')}
          autoComplete="new-password"
        />
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('changePassword.cancel')}
            </Button>
          )}
          <Button type="submit" loading={change.isPending}>
            {t('changePassword.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
