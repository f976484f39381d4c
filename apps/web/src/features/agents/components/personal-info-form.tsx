import {
  Button,
  Divider,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { AVATAR_FIELD, editAgentByAgentFields } from '@masar/contract/agents';
import { type Agent, WRONG_CURRENT_PASSWORD } from '@masar/contract/auth';
import { type FormEvent, useId, useState } from 'react';
import { type FieldErrors, fieldErrorsOf } from '../../../shared/forms/field-errors';
import { FormErrorAlert } from '../../../shared/forms/form-error-alert';
import { PhoneInput } from '../../../shared/forms/phone-input';
import { serverFormErrors } from '../../../shared/forms/server-messages';
import { useTranslation } from '../../../shared/i18n/translation';
import { checkAmount, halalasToSar } from '../../../shared/money/money';
import { MoneyInput } from '../../../shared/money/money-input';
import { toast } from '../../../shared/ui/toast';
import { useEditOwnProfile } from '../api/agents';
import { type AvatarChange, AvatarField } from './avatar-field';

const textFields = [
  'name',
  'email',
  'currentPassword',
  'phone',
  'companyName',
  'country',
  'city',
  'address',
] as const;
type TextField = (typeof textFields)[number];
const fields = [...textFields, AVATAR_FIELD, 'lowBalanceThreshold'] as const;
type Field = (typeof fields)[number];
type Values = Record<TextField, string>;

function valuesOf(agent: Agent): Values {
  return {
    name: agent.name,
    email: agent.email,
    currentPassword: '',
    phone: agent.phone ?? '',
    companyName: agent.companyName ?? '',
    country: agent.country ?? '',
    city: agent.city ?? '',
    address: agent.address ?? '',
  };
}

const thresholdText = (agent: Agent) =>
  agent.lowBalanceThreshold === null ? '' : halalasToSar(agent.lowBalanceThreshold);

/**
 * The agent's own profile: validated with the contract's `editAgentByAgentFields`, sent as multipart to
 * PATCH /agents/editByAgent with the picture. A new e-mail asks for the current password. An emptied optional
 * field is cleared.
 */
export function PersonalInfoForm({ agent }: { agent: Agent }) {
  const { t } = useTranslation('profile');
  const { t: tAuth } = useTranslation('auth');
  const id = useId();
  const save = useEditOwnProfile();
  const [values, setValues] = useState<Values>(() => valuesOf(agent));
  const [avatar, setAvatar] = useState<AvatarChange>({ kind: 'keep' });
  /** The low-balance alert in SAR as typed; empty = no alert (issue #19). */
  const [threshold, setThreshold] = useState(() => thresholdText(agent));
  const [mailUpdates, setMailUpdates] = useState(agent.mailUpdates);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const emailChanged = values.email.trim().toLowerCase() !== agent.email.toLowerCase();

  function set(field: TextField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function show(found: FieldErrors<Field>) {
    setErrors(found);
    const first = textFields.find((field) => found[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setGeneral([]);
    const { currentPassword, email, ...rest } = values;
    const candidate = { ...rest, ...(emailChanged ? { email, currentPassword } : {}) };
    const parsed = editAgentByAgentFields.safeParse(candidate);
    const found: FieldErrors<Field> = parsed.success
      ? {}
      : fieldErrorsOf<Field>(parsed.error.issues, tAuth, values);
    if (emailChanged && !currentPassword) found.currentPassword = tAuth('validation.required');
    const alert = threshold.trim() ? checkAmount(threshold, { min: 0 }) : null;
    if (alert?.error) found.lowBalanceThreshold = alert.error;
    if (!parsed.success || found.currentPassword || found.lowBalanceThreshold) return show(found);

    const form = new FormData();
    for (const [field, value] of Object.entries(candidate)) form.append(field, value.trim());
    if (avatar.kind === 'replace') form.append(AVATAR_FIELD, avatar.file);
    if (avatar.kind === 'remove') form.append('removeAvatar', 'true');
    form.append('lowBalanceThreshold', alert?.halalas === undefined ? '' : String(alert.halalas));
    form.append('mailUpdates', String(mailUpdates));
    try {
      const saved = await save.mutateAsync(form);
      setValues(valuesOf(saved));
      setThreshold(thresholdText(saved));
      setMailUpdates(saved.mailUpdates);
      setAvatar({ kind: 'keep' });
      setErrors({});
      toast.success(t('personal.saved'));
    } catch (error) {
      const split = serverFormErrors(error, fields, { [WRONG_CURRENT_PASSWORD]: 'currentPassword' });
      setGeneral(split.general);
      show(split.byField);
    }
  }

  const input = (field: TextField) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(field, event.currentTarget.value),
  });

  return (
    <form onSubmit={submit} noValidate aria-busy={save.isPending}>
      <Stack gap="md">
        <FormErrorAlert messages={general} />
        <AvatarField
          name={values.name || agent.name}
          currentUrl={agent.avatarUrl}
          change={avatar}
          onChange={(next) => {
            setAvatar(next);
            setErrors((current) => ({ ...current, [AVATAR_FIELD]: undefined }));
          }}
          serverError={errors[AVATAR_FIELD]}
        />
        <Divider />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput {...input('name')} label={t('personal.name')} autoComplete="name" required />
          <TextInput
            {...input('companyName')}
            label={t('personal.companyName')}
            autoComplete="organization"
          />
          <TextInput
            {...input('email')}
            type="email"
            label={t('personal.email')}
            description={t('personal.emailHint')}
            autoComplete="email"
            dir="ltr"
            required
          />
          <PhoneInput {...input('phone')} label={t('personal.phone')} description={t('personal.phoneHint')} />
        </SimpleGrid>
        {emailChanged && (
          <PasswordInput
            {...input('currentPassword')}
            label={t('personal.currentPasswordForEmail')}
            autoComplete="current-password"
            visibilityToggleButtonProps={{ 'aria-label': tAuth('fields.togglePassword') }}
            required
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput {...input('city')} label={t('personal.city')} autoComplete="address-level2" />
          <TextInput {...input('country')} label={t('personal.country')} autoComplete="country-name" />
        </SimpleGrid>
        <Textarea
          {...input('address')}
          label={t('personal.address')}
          autoComplete="street-address"
          autosize
          minRows={2}
          maxRows={4}
        />
        <MoneyInput
          id={`${id}-lowBalanceThreshold`}
          label={t('personal.lowBalanceThreshold')}
          description={t('personal.lowBalanceThresholdHint')}
          value={threshold}
          error={errors.lowBalanceThreshold}
          onChange={(event) => {
            setThreshold(event.currentTarget.value);
            setErrors((current) => ({ ...current, lowBalanceThreshold: undefined }));
          }}
        />
        <Switch
          id={`${id}-mailUpdates`}
          label={t('personal.mailUpdates')}
          description={t('personal.mailUpdatesHint')}
          checked={mailUpdates}
          onChange={(event) => setMailUpdates(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('personal.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
