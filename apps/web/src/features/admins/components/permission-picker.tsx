import { Badge, Button, Checkbox, Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { type Permission, permissions } from '@masar/contract/permissions';
import { useTranslation } from '../../../shared/i18n/translation';
import {
  groupState,
  impliedByViewer,
  normalizePermissions,
  permissionGroups,
  toggleGroup,
} from './permission-groups';
import classes from './permission-picker.module.css';

/**
 * The 18 permissions in their groups, each with a short explanation. A group's own checkbox selects all of
 * it; read-only access marks the View permissions it already includes. `readOnly` shows the choice without
 * letting it change.
 */
export function PermissionPicker({
  id,
  value,
  onChange,
  readOnly = false,
  error,
}: {
  id: string;
  value: readonly Permission[];
  onChange: (next: Permission[]) => void;
  readOnly?: boolean;
  error?: string;
}) {
  const { t } = useTranslation(['admins', 'permissions']);
  const toggle = (permission: Permission, on: boolean) =>
    onChange(normalizePermissions(on ? [...value, permission] : value.filter((item) => item !== permission)));

  return (
    <Stack gap="md" id={id} tabIndex={-1} className={classes.root}>
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('permissions.selected', { selected: value.length, total: permissions.length })}
        </Text>
        {!readOnly && (
          <Group gap="xs">
            <Button size="compact-sm" variant="light" onClick={() => onChange([...permissions])}>
              {t('permissions.selectAll')}
            </Button>
            <Button size="compact-sm" variant="subtle" color="gray" onClick={() => onChange([])}>
              {t('permissions.clear')}
            </Button>
          </Group>
        )}
      </Group>
      {error && (
        <Text c="red" size="sm" role="alert" id={`${id}-error`}>
          {error}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="md">
        {permissionGroups.map((group) => {
          const state = groupState(value, group);
          const groupName = t(`permissions:groups.${group.key}`);
          return (
            <Fieldset
              key={group.key}
              legend={groupName}
              radius="md"
              className={classes.group}
              disabled={readOnly}
              data-group={group.key}
            >
              <Stack gap="sm">
                {group.permissions.length > 1 && !readOnly && (
                  <Checkbox
                    label={t('permissions.group', { group: groupName })}
                    checked={state === 'all'}
                    indeterminate={state === 'some'}
                    onChange={(event) => onChange(toggleGroup(value, group, event.currentTarget.checked))}
                    size="xs"
                    fw={500}
                  />
                )}
                {group.permissions.map((permission) => {
                  const implied = impliedByViewer(value, permission);
                  return (
                    <Checkbox
                      key={permission}
                      name="permissions"
                      value={permission}
                      checked={value.includes(permission)}
                      onChange={(event) => toggle(permission, event.currentTarget.checked)}
                      readOnly={readOnly}
                      aria-invalid={error ? true : undefined}
                      label={
                        <Group gap={6} component="span" wrap="wrap">
                          <span>{t(`permissions:names.${permission}.label`)}</span>
                          {implied && (
                            <Badge size="xs" variant="light" color="gray" component="span">
                              {t('permissions.impliedByViewer')}
                            </Badge>
                          )}
                        </Group>
                      }
                      description={t(`permissions:names.${permission}.description`)}
                    />
                  );
                })}
              </Stack>
            </Fieldset>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
