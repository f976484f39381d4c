import { ActionIcon, Badge, Button, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { CAR_MAX_IMAGES } from '@masar/contract/cars';
import { IMAGE_MAX_BYTES, imageMimeTypes } from '@masar/contract/images';
import { IconArrowDown, IconArrowUp, IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/translation';
import { acceptFiles, type FileProblem, type ImageItem, move } from './car-images';

let counter = 0;
const sizeMb = IMAGE_MAX_BYTES / 1024 / 1024;

/** Car pictures: add (checked like the API checks), preview, remove, move earlier / later. */
export function CarImagesField({
  items,
  onChange,
  error,
}: {
  items: ImageItem[];
  onChange: (items: ImageItem[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('catalogue');
  const id = useId();
  const [problems, setProblems] = useState<FileProblem[]>([]);
  const resetRef = useRef<() => void>(null);
  const urls = useRef(new Set<string>());

  useEffect(() => {
    const created = urls.current;
    return () => {
      for (const url of created) URL.revokeObjectURL(url);
    };
  }, []);

  function add(files: File[]) {
    const { accepted, problems: found } = acceptFiles(files, items.length);
    setProblems(found);
    const added = accepted.map((file): ImageItem => {
      const previewUrl = URL.createObjectURL(file);
      urls.current.add(previewUrl);
      counter += 1;
      return { kind: 'new', key: `new-${counter}`, file, previewUrl };
    });
    onChange([...items, ...added]);
    resetRef.current?.();
  }

  const problemText = (problem: FileProblem) =>
    problem.kind === 'tooMany'
      ? t('cars.images.tooMany', { max: CAR_MAX_IMAGES })
      : t(`cars.images.${problem.kind}`, { name: problem.name, size: sizeMb });

  return (
    <Stack gap="xs" role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`}>
      <Text fw={500} size="sm" id={`${id}-label`}>
        {t('cars.images.label')}
      </Text>
      <Text size="xs" c="dimmed" id={`${id}-hint`}>
        {t('cars.images.hint', { max: CAR_MAX_IMAGES, size: sizeMb })}
      </Text>
      {items.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('cars.images.none')}
        </Text>
      )}
      <Group gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((item, index) => {
          const number = index + 1;
          const src = item.kind === 'new' ? item.previewUrl : item.image.thumbUrl;
          return (
            <Paper component="li" key={item.key} withBorder p={6} radius="md" w={150}>
              <Image
                src={src}
                alt={t('cars.images.alt', { index: number })}
                h={90}
                radius="sm"
                fit="cover"
                fallbackSrc="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E"
              />
              <Group justify="space-between" mt={4} gap={2} wrap="nowrap">
                <Group gap={2} wrap="nowrap">
                  {index === 0 && (
                    <Badge size="xs" variant="light">
                      {t('cars.images.main')}
                    </Badge>
                  )}
                  {item.kind === 'new' && (
                    <Badge size="xs" variant="outline">
                      {t('cars.images.new')}
                    </Badge>
                  )}
                </Group>
                <Group gap={0} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    disabled={index === 0}
                    aria-label={t('cars.images.moveUp', { index: number })}
                    onClick={() => onChange(move(items, index, index - 1))}
                  >
                    <IconArrowUp size={16} aria-hidden="true" />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    disabled={index === items.length - 1}
                    aria-label={t('cars.images.moveDown', { index: number })}
                    onClick={() => onChange(move(items, index, index + 1))}
                  >
                    <IconArrowDown size={16} aria-hidden="true" />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    color="red"
                    aria-label={t('cars.images.remove', { index: number })}
                    onClick={() => onChange(items.filter((other) => other.key !== item.key))}
                  >
                    <IconTrash size={16} aria-hidden="true" />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          );
        })}
      </Group>
      <FileButton
        onChange={add}
        accept={imageMimeTypes.join(',')}
        multiple
        resetRef={resetRef}
        inputProps={{ 'aria-label': t('cars.images.choose') }}
      >
        {(props) => (
          <Button
            {...props}
            variant="light"
            leftSection={<IconPhotoPlus size={18} aria-hidden="true" />}
            disabled={items.length >= CAR_MAX_IMAGES}
            w="fit-content"
          >
            {t('cars.images.choose')}
          </Button>
        )}
      </FileButton>
      {[...problems.map(problemText), ...(error ? [error] : [])].map((message) => (
        <Text key={message} c="red" size="sm" role="alert">
          {message}
        </Text>
      ))}
    </Stack>
  );
}
