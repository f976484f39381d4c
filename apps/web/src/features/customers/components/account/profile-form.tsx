import { Button, Group, Stack, Switch, TextInput } from '@mantine/core';
import type { User } from '@masar/contract/auth';
import { updateUserBody } from '@masar/contract/customers';
import { type FormEvent, useId, useState } from 'react';
import { type FieldErrors, fieldErrorsOf } from '../../../../shared/forms/field-errors';
import { FormErrorAlert } from '../../../../shared/forms/form-error-alert';
import { PhoneInput } from '../../../../shared/forms/phone-input';
import { serverFormErrors } from '../../../../shared/forms/server-messages';
import { useTranslation } from '../../../../shared/i18n/translation';
import { toast } from '../../../../shared/ui/toast';
import { useUpdateProfile } from '../../api/customers';

const fields = ['name', 'phone'] as const;
type Field = (typeof fields)[number];

/** Name, phone and the optional e-mails (PATCH /Users); the e-mail is the sign-in and shown read-only. */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const { t: tAuth } = useTranslation('auth');
  const id = useId();
  const update = useUpdateProfile();
  const [values, setValues] = useState({ name: user.name, phone: user.phone ?? '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [mailUpdates, setMailUpdates] = useState(user.mailUpdates);

  function show(found: FieldErrors<Field>) {
    setErrors(found);
    const first = fields.find((field) => found[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setGeneral([]);
    const parsed = updateUserBody.safeParse({ ...values, mailUpdates });
    if (!parsed.success) return show(fieldErrorsOf<Field>(parsed.error.issues, tAuth, values));
    try {
      await update.mutateAsync(parsed.data);
      toast.success(t('profile.saved'));
    } catch (error) {
      const split = serverFormErrors(error, fields);
      setGeneral(split.general);
      show(split.byField);
    }
  }

  const input = (field: Field) => ({
    id: `${id}-${field}`,
    value: values[field],
    error: errors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('profile.title')}>
      <Stack gap="sm">
        <FormErrorAlert messages={general} />
        <TextInput label={t('profile.name')} required autoComplete="name" {...input('name')} />
        <TextInput
          label={t('profile.email')}
          value={user.email}
          readOnly
          dir="ltr"
          description={t('profile.emailHint')}
        />
        <PhoneInput label={t('profile.phone')} {...input('phone')} />
        <Switch
          id={`${id}-mailUpdates`}
          label={t('profile.mailUpdates')}
          description={t('profile.mailUpdatesHint')}
          checked={mailUpdates}
          onChange={(event) => setMailUpdates(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
