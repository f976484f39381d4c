import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../i18n/translation';
import { Link } from '../router/react';

/**
 * A list row's edit (a link to the edit page, or `onEdit` for an in-place form) and delete icons, named
 * after the row for screen readers ("Edit: Camry").
 */
export function RowActions({
  name,
  editTo,
  onEdit,
  onDelete,
}: {
  name: string;
  editTo?: string;
  onEdit?: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const editLabel = `${t('list.edit')}: ${name}`;
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Tooltip label={t('list.edit')}>
        {editTo ? (
          <ActionIcon component={Link} to={editTo} variant="subtle" aria-label={editLabel}>
            <IconEdit size={18} aria-hidden="true" />
          </ActionIcon>
        ) : (
          <ActionIcon variant="subtle" aria-label={editLabel} onClick={onEdit}>
            <IconEdit size={18} aria-hidden="true" />
          </ActionIcon>
        )}
      </Tooltip>
      <Tooltip label={t('list.delete')}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`${t('list.delete')}: ${name}`}
          onClick={onDelete}
        >
          <IconTrash size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
