import {
  Alert,
  Box,
  Button,
  Group,
  Loader,
  NavLink,
  Paper,
  ScrollArea,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { type Area, createAreaBody, type GeoJsonPolygon, updateAreaBody } from '@masar/contract/areas';
import { IconEdit, IconPencilPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useAdminCan } from '../../../shared/auth/use-permission';
import { BilingualNameFields } from '../../../shared/forms/bilingual-name-fields';
import { type FieldErrors, fieldErrorsOf } from '../../../shared/forms/field-errors';
import { serverFormErrors } from '../../../shared/forms/server-messages';
import { useTranslation } from '../../../shared/i18n/translation';
import { ConfirmDeleteModal } from '../../../shared/ui/confirm-delete-modal';
import { QueryError } from '../../../shared/ui/query-error';
import { toast } from '../../../shared/ui/toast';
import { allAreasQueryOptions, useDeleteArea, useSaveArea } from '../api/areas';
import classes from './areas-page.module.css';

const AreasEditorMap = lazy(() => import('../components/areas-editor-map'));

/** How long the "outline crosses itself" error shows (spec §5). */
export const INVALID_DRAWING_FLASH_MS = 1000;

const fields = ['nameAr', 'nameEn', 'polygon', 'active'] as const;
type Field = (typeof fields)[number];
type Names = { nameAr: string; nameEn: string; active: boolean };
const emptyNames: Names = { nameAr: '', nameEn: '', active: true };

/** /admin-panel/locations/areas: all areas on one map, a list, and a side panel to name / save / delete. */
export function AreasPage() {
  const { t, i18n } = useTranslation(['catalogue', 'nav', 'common']);
  const { t: tAuth } = useTranslation('auth');
  const ar = i18n.language === 'ar';
  const canEdit = useAdminCan('EditLocations');
  const areas = useQuery(allAreasQueryOptions());
  const save = useSaveArea();
  const remove = useDeleteArea();

  const [selectedId, setSelectedId] = useState<string | 'new' | null>(null);
  const [drawing, setDrawing] = useState(false);
  const [editingShape, setEditingShape] = useState(false);
  const [shape, setShape] = useState<GeoJsonPolygon | null>(null);
  const [draftReset, setDraftReset] = useState(0);
  const [names, setNames] = useState<Names>(emptyNames);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [invalid, setInvalid] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const flashTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(flashTimer.current), []);

  const selected = areas.data?.find((area) => area.id === selectedId) ?? null;
  const nameOf = (area: Area) => (ar ? area.nameAr : area.nameEn);

  function resetForm(next: Names) {
    setNames(next);
    setErrors({});
    setGeneral([]);
    setShape(null);
    setEditingShape(false);
  }

  function select(id: string) {
    if (drawing) return;
    const area = areas.data?.find((item) => item.id === id);
    if (!area) return;
    if (selectedId === 'new') setDraftReset((value) => value + 1);
    setSelectedId(id);
    resetForm({ nameAr: area.nameAr, nameEn: area.nameEn, active: area.active });
  }

  function startDrawing() {
    setSelectedId('new');
    resetForm(emptyNames);
    setDrawing(true);
  }

  function closePanel() {
    setDrawing(false);
    if (selectedId === 'new') setDraftReset((value) => value + 1);
    setSelectedId(null);
    resetForm(emptyNames);
  }

  function flashInvalid() {
    setInvalid(true);
    clearTimeout(flashTimer.current);
    flashTimer.current = setTimeout(() => setInvalid(false), INVALID_DRAWING_FLASH_MS);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const isNew = selectedId === 'new';
    const candidate = isNew
      ? { ...names, polygon: shape ?? undefined }
      : { ...names, ...(shape ? { polygon: shape } : {}) };
    const parsed = isNew ? createAreaBody.safeParse(candidate) : updateAreaBody.safeParse(candidate);
    if (!parsed.success) {
      const found = fieldErrorsOf<Field>(parsed.error.issues, tAuth, candidate);
      if (found.polygon) found.polygon = t('areas.drawFirst');
      setErrors(found);
      return;
    }
    setGeneral([]);
    save.mutate(
      { id: isNew ? undefined : (selectedId ?? undefined), body: parsed.data },
      {
        onSuccess: (saved) => {
          toast.success(t(isNew ? 'common.created' : 'common.saved'));
          if (isNew) setDraftReset((value) => value + 1);
          setSelectedId(saved.id);
          resetForm({ nameAr: saved.nameAr, nameEn: saved.nameEn, active: saved.active });
        },
        onError: (error) => {
          const split = serverFormErrors(error, fields);
          setErrors(split.byField);
          setGeneral(split.general);
        },
      },
    );
  }

  const panelOpen = selectedId !== null;

  return (
    <Stack gap="md" className={classes.page}>
      <Group justify="space-between">
        <Title order={1} fz="h2">
          {t('nav:titles.areas')}
        </Title>
        {canEdit && (
          <Button
            leftSection={<IconPencilPlus size={18} aria-hidden="true" />}
            onClick={startDrawing}
            disabled={drawing}
          >
            {t('areas.draw')}
          </Button>
        )}
      </Group>
      {areas.isError ? (
        <QueryError onRetry={() => areas.refetch()} />
      ) : (
        <div className={classes.layout}>
          <Box className={classes.mapColumn}>
            {drawing && (
              <Alert
                variant="light"
                color="violet"
                mb="xs"
                withCloseButton
                onClose={closePanel}
                closeButtonLabel={t('common.cancel')}
              >
                {t('areas.drawHint')}
              </Alert>
            )}
            <div className={classes.mapBox}>
              <div className={classes.flash} role="alert" data-visible={invalid || undefined}>
                {invalid ? t('areas.selfIntersection') : ''}
              </div>
              <Suspense fallback={<Loader aria-label={t('common:loading')} m="xl" />}>
                <AreasEditorMap
                  label={t('areas.mapLabel')}
                  areas={areas.data ?? []}
                  selectedId={selectedId === 'new' ? null : selectedId}
                  drawing={drawing}
                  editingShape={editingShape}
                  draftReset={draftReset}
                  onSelect={select}
                  onDrawn={(polygon) => {
                    setShape(polygon);
                    setDrawing(false);
                    setErrors((current) => ({ ...current, polygon: undefined }));
                  }}
                  onShapeEdited={setShape}
                  onInvalid={flashInvalid}
                />
              </Suspense>
            </div>
          </Box>

          <Paper withBorder radius="md" p="md" className={classes.panel}>
            {panelOpen && (canEdit || selected) ? (
              <form onSubmit={submit} noValidate aria-busy={save.isPending}>
                <Stack gap="sm">
                  <Group justify="space-between" wrap="nowrap">
                    <Title order={2} fz="h4">
                      {selectedId === 'new' ? t('areas.newArea') : selected ? nameOf(selected) : ''}
                    </Title>
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      onClick={closePanel}
                      leftSection={<IconX size={14} aria-hidden="true" />}
                    >
                      {selectedId === 'new' ? t('areas.discard') : t('common.cancel')}
                    </Button>
                  </Group>
                  {selected && (
                    <Text size="sm" c="dimmed">
                      {t('areas.size', { km2: selected.areaKm2.toFixed(2) })}
                    </Text>
                  )}
                  {general.length > 0 && (
                    <Alert color="red" title={t('common.formError')} role="alert">
                      {general.map((message) => (
                        <div key={message}>{message}</div>
                      ))}
                    </Alert>
                  )}
                  {errors.polygon && (
                    <Text c="red" size="sm" role="alert">
                      {errors.polygon}
                    </Text>
                  )}
                  <BilingualNameFields
                    value={names}
                    onChange={(field, text) => setNames((current) => ({ ...current, [field]: text }))}
                    errors={errors}
                    disabled={!canEdit}
                  />
                  <Switch
                    label={t('common.active')}
                    disabled={!canEdit}
                    checked={names.active}
                    onChange={(event) => {
                      const checked = event.currentTarget.checked;
                      setNames((current) => ({ ...current, active: checked }));
                    }}
                  />
                  {canEdit && (
                    <Group gap="xs" mt="xs">
                      <Button type="submit" loading={save.isPending} disabled={drawing}>
                        {t('common.save')}
                      </Button>
                      {selected && (
                        <>
                          <Button
                            variant={editingShape ? 'filled' : 'light'}
                            color={editingShape ? 'orange' : undefined}
                            leftSection={<IconEdit size={16} aria-hidden="true" />}
                            onClick={() => setEditingShape((value) => !value)}
                            aria-pressed={editingShape}
                          >
                            {editingShape ? t('areas.stopEditing') : t('areas.editShape')}
                          </Button>
                          <Button
                            variant="subtle"
                            color="red"
                            leftSection={<IconTrash size={16} aria-hidden="true" />}
                            onClick={() => setDeleting(true)}
                          >
                            {t('common.delete')}
                          </Button>
                        </>
                      )}
                    </Group>
                  )}
                </Stack>
              </form>
            ) : (
              <Text size="sm" c="dimmed">
                {t('areas.selectHint')}
              </Text>
            )}
            <Title order={2} fz="h5" mt="lg" mb="xs" id="areas-list-title">
              {t('areas.listLabel')}
            </Title>
            {areas.isPending ? (
              <Loader size="sm" aria-label={t('common:loading')} />
            ) : areas.data?.length ? (
              <ScrollArea.Autosize mah={320}>
                <Box component="ul" aria-labelledby="areas-list-title" className={classes.list}>
                  {areas.data.map((area) => (
                    <li key={area.id}>
                      <NavLink
                        component="button"
                        type="button"
                        label={nameOf(area)}
                        description={area.active ? undefined : t('common:list.inactive')}
                        active={area.id === selectedId}
                        aria-current={area.id === selectedId || undefined}
                        onClick={() => select(area.id)}
                      />
                    </li>
                  ))}
                </Box>
              </ScrollArea.Autosize>
            ) : (
              <Text size="sm" c="dimmed">
                {t('areas.empty')}
              </Text>
            )}
          </Paper>
        </div>
      )}
      <ConfirmDeleteModal
        opened={deleting}
        name={selected ? nameOf(selected) : ''}
        pending={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          selected &&
          remove.mutate(selected.id, {
            onSuccess: () => {
              toast.success(t('common:confirmDelete.done'));
              setDeleting(false);
              closePanel();
            },
          })
        }
      />
    </Stack>
  );
}
