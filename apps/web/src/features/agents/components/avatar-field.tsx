import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IMAGE_MAX_BYTES, imageMimeTypes } from '@masar/contract/images';
import { IconPhotoUp, IconRestore, IconTrash } from '@tabler/icons-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/translation';
import { initialsOf } from '../../../shared/ui/initials';

/** What the form will do with the picture: keep it, replace it with a file, or remove it. */
export type AvatarChange = { kind: 'keep' } | { kind: 'replace'; file: File } | { kind: 'remove' };

const maxMegabytes = IMAGE_MAX_BYTES / 1024 / 1024;

/** The agent's picture: preview, choose a file (checked here for type and size), remove, undo. */
export function AvatarField({
  name,
  currentUrl,
  change,
  onChange,
  serverError,
}: {
  name: string;
  currentUrl: string | null;
  change: AvatarChange;
  onChange: (change: AvatarChange) => void;
  serverError?: string;
}) {
  const { t } = useTranslation('profile');
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const file = change.kind === 'replace' ? change.file : null;
  const previewUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  const shown = change.kind === 'remove' ? null : (previewUrl ?? currentUrl);
  const error = problem ?? serverError;

  function choose(chosen: File | null) {
    if (!chosen) return;
    if (!(imageMimeTypes as readonly string[]).includes(chosen.type)) {
      setProblem(t('avatar.wrongType'));
      return;
    }
    if (chosen.size > IMAGE_MAX_BYTES) {
      setProblem(t('avatar.tooLarge', { size: maxMegabytes }));
      return;
    }
    setProblem(null);
    onChange({ kind: 'replace', file: chosen });
  }

  return (
    <Group gap="lg" align="center" wrap="wrap" role="group" aria-labelledby={`${id}-title`}>
      <Avatar
        src={shown}
        alt={t('overview.avatarOf', { name })}
        name={name}
        color="initials"
        size={96}
        radius={96}
      >
        {initialsOf(name)}
      </Avatar>
      <Stack gap={6} style={{ flex: '1 1 14rem' }}>
        <Text fw={500} size="sm" id={`${id}-title`}>
          {t('avatar.title')}
        </Text>
        <Group gap="xs" wrap="wrap">
          <FileButton onChange={choose} accept={imageMimeTypes.join(',')} inputProps={{ name: 'avatar' }}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                size="xs"
                leftSection={<IconPhotoUp size={16} aria-hidden="true" />}
                aria-describedby={`${id}-hint`}
              >
                {shown ? t('avatar.change') : t('avatar.choose')}
              </Button>
            )}
          </FileButton>
          {change.kind !== 'remove' && (file || currentUrl) && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={16} aria-hidden="true" />}
              onClick={() => {
                setProblem(null);
                onChange(currentUrl ? { kind: 'remove' } : { kind: 'keep' });
              }}
            >
              {t('avatar.remove')}
            </Button>
          )}
          {change.kind !== 'keep' && currentUrl && (
            <Button
              variant="subtle"
              color="gray"
              size="xs"
              leftSection={<IconRestore size={16} aria-hidden="true" />}
              onClick={() => onChange({ kind: 'keep' })}
            >
              {t('avatar.undo')}
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed" id={`${id}-hint`}>
          {t('avatar.hint', { size: maxMegabytes })}
        </Text>
        <div aria-live="polite">
          {change.kind === 'replace' && (
            <Text size="xs" c="masar.8">
              {t('avatar.newPreview')}
            </Text>
          )}
          {change.kind === 'remove' && (
            <Text size="xs" c="orange.8">
              {t('avatar.willRemove')}
            </Text>
          )}
          {error && (
            <Text size="xs" c="red" role="alert">
              {error}
            </Text>
          )}
        </div>
      </Stack>
    </Group>
  );
}
