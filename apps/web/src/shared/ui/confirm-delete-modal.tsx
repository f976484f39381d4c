import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "Delete X?" with Cancel (focused first, so Enter does not delete by accident) and Delete. */
export function ConfirmDeleteModal({
  name,
  opened,
  pending,
  onCancel,
  onConfirm,
}: {
  name: string;
  opened: boolean;
  pending?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <Modal opened={opened} onClose={onCancel} title={t('common.confirmDeleteTitle')} centered>
      <Text mb="lg">{t('common.confirmDelete', { name })}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {t('common.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={pending}>
          {t('common.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
