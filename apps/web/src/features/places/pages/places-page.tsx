import { Button, Modal, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Place } from '@masar/contract/places';
import { IconMapPinPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BREAKPOINTS_PX } from '../../../shared/config';
import { useTranslation } from '../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { ConfirmDeleteModal } from '../../../shared/ui/confirm-delete-modal';
import { ListToolbar } from '../../../shared/ui/list-toolbar';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryError } from '../../../shared/ui/query-error';
import { usePageTitle } from '../../../shared/ui/route-handle';
import { toast } from '../../../shared/ui/toast';
import { useListSearchParams } from '../../../shared/ui/use-list-search-params';
import { placesQueryOptions, useDeletePlace } from '../api/places';
import { PlaceCard } from '../components/place-card';
import { PlaceForm } from '../components/place-form';

/** /panel/profile/places: the agent's saved places; search in the URL, add/edit in a modal with a map. */
export function PlacesPage() {
  const { t } = useTranslation(['profile', 'nav']);
  const title = usePageTitle();
  const localized = useLocalizedPath();
  const { search, update } = useListSearchParams([]);
  const places = useQuery(placesQueryOptions(search));
  const remove = useDeletePlace();
  const [editing, setEditing] = useState<Place | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Place | null>(null);
  const phone = useMediaQuery(`(max-width: ${(BREAKPOINTS_PX.sm - 0.1) / 16}em)`) ?? false;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t('places.deleted', { name: deleting.name }));
        setDeleting(null);
      },
    });
  };

  let content: React.ReactNode;
  if (places.isPending) {
    content = (
      <Stack gap="sm" aria-busy="true">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} h={96} radius="md" />
        ))}
      </Stack>
    );
  } else if (places.isError) {
    content = <QueryError onRetry={() => void places.refetch()} />;
  } else if (places.data.length === 0) {
    content = (
      <Paper withBorder radius="md" p="xl" ta="center">
        <Text c="dimmed">{search ? t('places.noResults', { search }) : t('places.empty')}</Text>
      </Paper>
    );
  } else {
    content = (
      <Stack
        gap="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={title ?? undefined}
      >
        {places.data.map((place) => (
          <PlaceCard
            key={place.id}
            place={place}
            onEdit={() => setEditing(place)}
            onDelete={() => setDeleting(place)}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap={0} maw={960}>
      <PageHeader
        title={title}
        description={t('places.intro')}
        back={{ to: localized('/panel/profile'), label: t('personal.backToProfile') }}
        actions={
          <Button
            leftSection={<IconMapPinPlus size={18} aria-hidden="true" />}
            onClick={() => setEditing('new')}
          >
            {t('places.add')}
          </Button>
        }
      />
      <Stack gap="md">
        <ListToolbar
          search={search}
          onSearch={(value) => update({ search: value })}
          searchLabel={t('places.searchLabel')}
          searchPlaceholder={t('places.searchPlaceholder')}
        >
          {places.data && places.data.length > 0 && (
            <Text size="sm" c="dimmed" aria-live="polite" pb={8}>
              {t('places.count', { shown: places.data.length })}
            </Text>
          )}
        </ListToolbar>
        {content}
      </Stack>

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('places.newTitle') : t('places.editTitle')}
        size="lg"
        fullScreen={phone}
        centered
      >
        {editing !== null && (
          <PlaceForm place={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        )}
      </Modal>
      <ConfirmDeleteModal
        opened={deleting !== null}
        name={deleting?.name ?? ''}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
