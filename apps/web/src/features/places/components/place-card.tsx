import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Place } from '@masar/contract/places';
import { IconMapPin, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/translation';

/** One saved place in the list, with its edit and delete actions. */
export function PlaceCard({
  place,
  onEdit,
  onDelete,
}: {
  place: Place;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('profile');
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={place.name}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Group gap="sm" align="flex-start" wrap="nowrap" miw={0} style={{ flex: '1 1 14rem' }}>
          <IconMapPin
            size={22}
            aria-hidden="true"
            color="var(--mantine-color-masar-6)"
            style={{ flexShrink: 0 }}
          />
          <Stack gap={2} miw={0}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {place.name}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {place.address}
            </Text>
            {place.notes && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {place.notes}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              <span dir="ltr">
                {place.lat.toFixed(5)}, {place.lng.toFixed(5)}
              </span>
            </Text>
          </Stack>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPencil size={16} aria-hidden="true" />}
            onClick={onEdit}
            aria-label={t('places.editPlace', { name: place.name })}
          >
            {t('places.edit')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            onClick={onDelete}
            aria-label={t('places.deletePlace', { name: place.name })}
          >
            {t('places.delete')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
