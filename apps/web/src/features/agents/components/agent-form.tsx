import {
  Alert,
  Button,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type CreateAgentBody,
  createAgentBody,
  type EditAgentByAdminBody,
  editAgentByAdminBody,
} from '@masar/contract/agents';
import type { Agent } from '@masar/contract/auth';
import { IconInfoCircle, IconLock, IconWallet } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { type FieldErrors, fieldErrorsOf } from '../../../shared/forms/field-errors';
import { FormErrorAlert } from '../../../shared/forms/form-error-alert';
import { PhoneInput } from '../../../shared/forms/phone-input';
import { serverFormErrors } from '../../../shared/forms/server-messages';
import { asciiDigitsOnInput } from '../../../shared/forms/typed-digits';
import { useTranslation } from '../../../shared/i18n/translation';
import { formatMoney } from '../../../shared/money/money';
import { vatNumberProblem } from '../../invoices/api/vat-number';

const profileFields = [
  'phone',
  'companyName',
  'country',
  'city',
  'address',
  'legalName',
  'vatNumber',
] as const;
const fields = ['name', 'email', 'password', ...profileFields, 'active'] as const;
type Field = (typeof fields)[number];
type TextField = Exclude<Field, 'active'>;
type Values = Record<TextField, string> & { active: boolean };

function valuesOf(agent: Agent | null): Values {
  return {
    name: agent?.name ?? '',
    email: agent?.email ?? '',
    password: '',
    phone: agent?.phone ?? '',
    companyName: agent?.companyName ?? '',
    country: agent?.country ?? '',
    city: agent?.city ?? '',
    address: agent?.address ?? '',
    legalName: agent?.legalName ?? '',
    vatNumber: agent?.vatNumber ?? '',
    active: agent?.active ?? true,
  };
}

/** Only what changed; an emptied optional field is sent as '' (the contract stores it as null). */
function changesOf(agent: Agent, values: Values): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (values.name.trim() !== agent.name) body.name = values.name;
  if (values.email.trim().toLowerCase() !== agent.email.toLowerCase()) body.email = values.email;
  for (const field of profileFields) {
    if (values[field].trim() !== (agent[field] ?? '')) body[field] = values[field];
  }
  if (values.active !== agent.active) body.active = values.active;
  if (values.password) body.password = values.password;
  return body;
}

export type AgentFormSubmit =
  | { kind: 'create'; body: CreateAgentBody }
  | { kind: 'update'; body: EditAgentByAdminBody };

/**
 * Define or edit an agent (by an admin), validated with createAgentBody / editAgentByAdminBody. The balance
 * is shown, never edited: it changes only through payments.
 */
export function AgentForm({
  agent,
  readOnly = false,
  onSubmit,
  pending,
  actions,
}: {
  agent: Agent | null;
  readOnly?: boolean;
  onSubmit: (submit: AgentFormSubmit) => Promise<unknown>;
  pending: boolean;
  actions?: ReactNode;
}) {
  const { t, i18n } = useTranslation('agents');
  const { t: tAuth } = useTranslation('auth');
  const id = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(agent));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [general, setGeneral] = useState<string[]>([]);

  function set<K extends keyof Values>(field: K, value: Values[K]) {
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
    if (readOnly) return;
    setGeneral([]);
    const parsed = agent
      ? editAgentByAdminBody.safeParse(changesOf(agent, values))
      : createAgentBody.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrorsOf<Field>(parsed.error.issues, tAuth, values);
      return show({ ...found, vatNumber: vatNumberProblem(parsed.error.issues) ?? found.vatNumber });
    }
    setErrors({});
    try {
      await onSubmit(
        agent
          ? { kind: 'update', body: parsed.data }
          : { kind: 'create', body: parsed.data as CreateAgentBody },
      );
      if (agent) set('password', '');
    } catch (error) {
      const split = serverFormErrors(error, fields);
      setGeneral(split.general);
      show(split.byField);
    }
  }

  const input = (field: TextField) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    error: errors[field],
    readOnly,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(field, event.currentTarget.value),
  });
  const section = {
    withBorder: true,
    radius: 'md',
    p: { base: 'md', sm: 'lg' },
    component: 'section',
  } as const;

  return (
    <form onSubmit={submit} noValidate aria-busy={pending}>
      <Stack gap="lg">
        {readOnly && (
          <Alert variant="light" color="gray" icon={<IconLock size={18} aria-hidden="true" />}>
            {t('form.readOnly')}
          </Alert>
        )}
        <FormErrorAlert messages={general} />

        <Paper {...section} aria-labelledby={`${id}-account`}>
          <Title order={2} fz="h4" mb="md" id={`${id}-account`}>
            {t('form.account')}
          </Title>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput {...input('name')} label={t('form.name')} required={!readOnly} autoComplete="off" />
              <TextInput
                {...input('email')}
                type="email"
                label={t('form.email')}
                required={!readOnly}
                autoComplete="off"
                dir="ltr"
              />
              {!readOnly && (
                <PasswordInput
                  {...input('password')}
                  label={agent ? t('form.newPassword') : t('form.password')}
                  description={agent ? t('form.newPasswordHint') : t('form.passwordHint')}
                  autoComplete="new-password"
                  required={!agent}
                  visibilityToggleButtonProps={{ 'aria-label': tAuth('fields.togglePassword') }}
                />
              )}
            </SimpleGrid>
            <Switch
              id={`${id}-active`}
              name="active"
              label={t('form.active')}
              description={t('form.activeHint')}
              checked={values.active}
              onChange={(event) => set('active', event.currentTarget.checked)}
              error={errors.active}
              disabled={readOnly}
            />
          </Stack>
        </Paper>

        <Paper {...section} aria-labelledby={`${id}-contact`}>
          <Title order={2} fz="h4" mb="md" id={`${id}-contact`}>
            {t('form.contact')}
          </Title>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput {...input('companyName')} label={t('form.companyName')} autoComplete="off" />
              <PhoneInput
                {...input('phone')}
                label={t('form.phone')}
                description={t('form.phoneHint')}
                autoComplete="off"
              />
              <TextInput {...input('city')} label={t('form.city')} autoComplete="off" />
              <TextInput {...input('country')} label={t('form.country')} autoComplete="off" />
            </SimpleGrid>
            <Textarea {...input('address')} label={t('form.address')} autosize minRows={2} maxRows={4} />
          </Stack>
        </Paper>

        <Paper {...section} aria-labelledby={`${id}-invoicing`}>
          <Title order={2} fz="h4" mb="xs" id={`${id}-invoicing`}>
            {t('form.invoicing')}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {t('form.invoicingHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput {...input('legalName')} label={t('form.legalName')} autoComplete="off" />
            <TextInput
              {...input('vatNumber')}
              label={t('form.vatNumber')}
              description={t('form.vatNumberHint')}
              autoComplete="off"
              inputMode="numeric"
              onInput={asciiDigitsOnInput}
              dir="ltr"
            />
          </SimpleGrid>
        </Paper>

        <Paper {...section} aria-labelledby={`${id}-balance`} bg={agent ? 'masar.0' : undefined}>
          <Group gap="xs" mb={4}>
            <IconWallet size={20} aria-hidden="true" />
            <Title order={2} fz="h4" id={`${id}-balance`}>
              {t('form.balance')}
            </Title>
          </Group>
          {agent && (
            <Text fz={28} fw={700} c="masar.8" data-testid="agent-balance-readonly">
              <span dir="auto">{formatMoney(agent.balance, i18n.language)}</span>
            </Text>
          )}
          <Group gap={6} wrap="nowrap" align="flex-start" mt={4}>
            <IconInfoCircle size={16} aria-hidden="true" style={{ flexShrink: 0, marginBlockStart: 2 }} />
            <Text size="sm" c="dimmed">
              {agent ? t('form.balanceNote') : t('form.startingBalance')}
            </Text>
          </Group>
        </Paper>

        <Group justify="flex-end" gap="sm">
          {actions}
          {!readOnly && (
            <Button type="submit" loading={pending}>
              {agent ? t('form.save') : t('form.create')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
