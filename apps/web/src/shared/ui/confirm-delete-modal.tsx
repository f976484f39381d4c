import { Button, Group, Modal, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../i18n/translation';
import { toast } from './toast';

/**
 * "Delete X?" with Cancel (focused first, so Enter does not delete by accident) and Delete. `consequence`:
 * what else goes with it, said before it happens.
 */
export function ConfirmDeleteModal({
  name,
  consequence,
  opened,
  pending,
  onCancel,
  onConfirm,
}: {
  name: string;
  consequence?: string;
  opened: boolean;
  pending?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={t('confirmDelete.title')} centered>
      <Text mb={consequence ? 'sm' : 'lg'}>{t('confirmDelete.message', { name })}</Text>
      {consequence && (
        <Text mb="lg" size="sm" c="red.8">
          {consequence}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {t('confirmDelete.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={pending}>
          {t('confirmDelete.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}

/**
 * Delete a row after asking: `ask(row)` opens the modal, confirming runs `remove` (a mutation taking the
 * id) and says so in a toast. Render `modal` once in the page.
 */
export function useConfirmDelete<Row extends { id: string }>(
  remove: UseMutationResult<unknown, Error, string>,
  nameOf: (row: Row) => string,
  consequence?: string,
) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState<Row | null>(null);
  const modal = (
    <ConfirmDeleteModal
      opened={deleting !== null}
      name={deleting ? nameOf(deleting) : ''}
      consequence={consequence}
      pending={remove.isPending}
      onCancel={() => setDeleting(null)}
      onConfirm={() =>
        deleting &&
        remove.mutate(deleting.id, {
          onSuccess: () => {
            toast.success(t('confirmDelete.done'));
            setDeleting(null);
          },
        })
      }
    />
  );
  return { ask: setDeleting, modal };
}
