import { Alert, Button, FileInput, Group, List, Modal, Stack, Text } from '@mantine/core';
import { GRID_FILE_FIELD, GRID_FILE_MAX_BYTES } from '@masar/contract/price-tools';
import { useState } from 'react';
import { ApiRequestError } from '../../../shared/api/client';
import { localizeServerMessage } from '../../../shared/api/server-message';
import { useTranslation } from '../../../shared/i18n/translation';
import { toast } from '../../../shared/ui/toast';
import { useImportGrid } from '../api/price-tools';

/** Import an .xlsx grid (issue #17): all rows or none; the bad rows are listed, one line each. */
export function ImportGridDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['price-tools', 'catalogue']);
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const upload = useImportGrid();

  function close() {
    setFile(null);
    setProblems([]);
    onClose();
  }

  function submit() {
    if (!file) return;
    const form = new FormData();
    form.append(GRID_FILE_FIELD, file);
    upload.mutate(form, {
      onSuccess: (result) => {
        toast.success(t('import.done', result));
        close();
      },
      onError: (error) =>
        setProblems(
          error instanceof ApiRequestError ? error.messages.map(localizeServerMessage) : [String(error)],
        ),
    });
  }

  return (
    <Modal opened={opened} onClose={close} title={t('import.title')} size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('import.hint')}
        </Text>
        <FileInput
          label={t('import.file', { size: GRID_FILE_MAX_BYTES / 1024 / 1024 })}
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          value={file}
          onChange={(value) => {
            setFile(value);
            setProblems([]);
          }}
          clearable
        />
        {problems.length > 0 && (
          <Alert color="red" role="alert" title={t('import.problems')}>
            <List size="sm" spacing={2}>
              {problems.map((problem) => (
                <List.Item key={problem}>{problem}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('catalogue:common.cancel')}
          </Button>
          <Button onClick={submit} loading={upload.isPending} disabled={!file}>
            {t('import.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
