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
  TextInput,
  Title,
} from '@mantine/core';
import {
  CANNOT_DEACTIVATE_SELF,
  CANNOT_REMOVE_OWN_EDIT_ADMINS,
  type CreateAdminBody,
  createAdminBody,
  LAST_ADMIN_EDITOR,
  type UpdateAdminBody,
  updateAdminBody,
} from '@masar/contract/admins';
import type { Admin } from '@masar/contract/auth';
import type { Permission } from '@masar/contract/permissions';
import { IconAlertTriangle, IconInfoCircle, IconLock } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { type FieldErrors, fieldErrorsOf } from '../../../shared/forms/field-errors';
import { FormErrorAlert } from '../../../shared/forms/form-error-alert';
import { serverFormErrors } from '../../../shared/forms/server-messages';
import { useTranslation } from '../../../shared/i18n/translation';
import { normalizePermissions } from './permission-groups';
import { PermissionPicker } from './permission-picker';

const fields = ['name', 'email', 'password', 'active', 'permissions'] as const;
type Field = (typeof fields)[number];

interface Values {
  name: string;
  email: string;
  password: string;
  active: boolean;
  permissions: Permission[];
}

const samePermissions = (a: readonly Permission[], b: readonly Permission[]) =>
  normalizePermissions(a).join() === normalizePermissions(b).join();

/** Only what changed (updateAdmin changes only the fields sent); a password only when one was typed. */
function changesOf(admin: Admin, values: Values): UpdateAdminBody {
  const body: UpdateAdminBody = {};
  if (values.name.trim() !== admin.name) body.name = values.name;
  if (values.email.trim().toLowerCase() !== admin.email.toLowerCase()) body.email = values.email;
  if (!samePermissions(values.permissions, admin.permissions)) body.permissions = values.permissions;
  if (values.active !== admin.active) body.active = values.active;
  if (values.password) body.password = values.password;
  return body;
}

export type AdminFormSubmit =
  | { kind: 'create'; body: CreateAdminBody }
  | { kind: 'update'; body: UpdateAdminBody };

/**
 * Define or edit an admin: account fields, active, permissions. Validated with the contract's
 * createAdminBody / updateAdminBody; the server's messages land under their field (the self-lockout and
 * last-editor rules under "Active" or "Permissions").
 */
export function AdminForm({
  admin,
  readOnly = false,
  isSelf = false,
  onSubmit,
  pending,
  actions,
}: {
  admin: Admin | null;
  readOnly?: boolean;
  isSelf?: boolean;
  onSubmit: (submit: AdminFormSubmit) => Promise<unknown>;
  pending: boolean;
  /** Extra buttons beside the submit button (e.g. back to the list). */
  actions?: ReactNode;
}) {
  const { t } = useTranslation('admins');
  const { t: tAuth } = useTranslation('auth');
  const id = useId();
  const [values, setValues] = useState<Values>({
    name: admin?.name ?? '',
    email: admin?.email ?? '',
    password: '',
    active: admin?.active ?? true,
    permissions: normalizePermissions(admin?.permissions ?? []),
  });
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
    const parsed = admin
      ? updateAdminBody.safeParse(changesOf(admin, values))
      : createAdminBody.safeParse(values);
    if (!parsed.success) return show(fieldErrorsOf<Field>(parsed.error.issues, tAuth, values));
    setErrors({});
    const removesEditAdmins =
      admin?.permissions.includes('EditAdmins') && !values.permissions.includes('EditAdmins');
    try {
      await onSubmit(
        admin
          ? { kind: 'update', body: parsed.data }
          : { kind: 'create', body: parsed.data as CreateAdminBody },
      );
      if (admin) set('password', '');
    } catch (error) {
      const split = serverFormErrors(error, fields, {
        [CANNOT_REMOVE_OWN_EDIT_ADMINS]: 'permissions',
        [CANNOT_DEACTIVATE_SELF]: 'active',
        [LAST_ADMIN_EDITOR]: removesEditAdmins ? 'permissions' : 'active',
      });
      setGeneral(split.general);
      show(split.byField);
    }
  }

  const text = (field: 'name' | 'email') => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    error: errors[field],
    readOnly,
    required: !readOnly,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(field, event.currentTarget.value),
  });

  return (
    <form onSubmit={submit} noValidate aria-busy={pending}>
      <Stack gap="lg">
        {readOnly && (
          <Alert variant="light" color="gray" icon={<IconLock size={18} aria-hidden="true" />}>
            {t('form.readOnly')}
          </Alert>
        )}
        {isSelf && !readOnly && (
          <Alert variant="light" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
            {t('form.self')}
          </Alert>
        )}
        <FormErrorAlert messages={general} />

        <Paper
          withBorder
          radius="md"
          p={{ base: 'md', sm: 'lg' }}
          component="section"
          aria-labelledby={`${id}-account`}
        >
          <Title order={2} fz="h4" mb="md" id={`${id}-account`}>
            {t('form.account')}
          </Title>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput {...text('name')} label={t('form.name')} autoComplete="off" />
              <TextInput
                {...text('email')}
                type="email"
                label={t('form.email')}
                autoComplete="off"
                dir="ltr"
              />
            </SimpleGrid>
            {!readOnly && (
              <PasswordInput
                id={`${id}-password`}
                name="password"
                label={admin ? t('form.newPassword') : t('form.password')}
                description={admin ? t('form.newPasswordHint') : t('form.passwordHint')}
                autoComplete="new-password"
                required={!admin}
                value={values.password}
                error={errors.password}
                onChange={(event) => set('password', event.currentTarget.value)}
                visibilityToggleButtonProps={{ 'aria-label': tAuth('fields.togglePassword') }}
                maw={{ sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }}
              />
            )}
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

        <Paper
          withBorder
          radius="md"
          p={{ base: 'md', sm: 'lg' }}
          component="section"
          aria-labelledby={`${id}-permissions-title`}
        >
          <Title order={2} fz="h4" mb={4} id={`${id}-permissions-title`}>
            {t('permissions.title')}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {t('permissions.intro')}
          </Text>
          {/* Saving with none is allowed (a paused admin) but rarely meant: said before saving, not after. */}
          {!readOnly && values.permissions.length === 0 && (
            <Alert
              color="yellow"
              variant="light"
              mb="md"
              icon={<IconAlertTriangle size={18} aria-hidden="true" />}
              data-testid="no-permission-warning"
            >
              {t('permissions.noneWarning')}
            </Alert>
          )}
          <PermissionPicker
            id={`${id}-permissions`}
            value={values.permissions}
            onChange={(next) => set('permissions', next)}
            readOnly={readOnly}
            error={errors.permissions}
          />
        </Paper>

        <Group justify="flex-end" gap="sm">
          {actions}
          {!readOnly && (
            <Button type="submit" loading={pending}>
              {admin ? t('form.save') : t('form.create')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
