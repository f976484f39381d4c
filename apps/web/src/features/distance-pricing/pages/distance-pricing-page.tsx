import { Alert, Badge, Button, Card, Group, Modal, Select, Stack, Switch, Text, Title } from '@mantine/core';
import type { CarTariff } from '@masar/contract/distance-pricing';
import { pricingReaders } from '@masar/contract/permission-names';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { RequirePermission } from '../../../shared/auth/require-permission';
import { useAdminCan } from '../../../shared/auth/use-permission';
import { serverFormErrors } from '../../../shared/forms/server-messages';
import { useTranslation } from '../../../shared/i18n/translation';
import { formatMoney } from '../../../shared/money/money';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryError } from '../../../shared/ui/query-error';
import { usePageTitle } from '../../../shared/ui/route-handle';
import { allAreasQueryOptions } from '../../areas/api/areas';
import {
  distancePricingQueryOptions,
  useAddDistancePair,
  useRemoveDistancePair,
  useSetDistanceGlobal,
} from '../api/distance-pricing';
import { TariffForm } from '../components/tariff-form';

/**
 * /admin-panel/distance-pricing (decision 0015): the distance fallback — the global switch, each car's
 * tariff and the pairs of areas between which a trip no route price covers is priced by distance.
 * EditTaxiServices changes them; ViewerAdmin reads them.
 */
function DistancePricing() {
  const { t, i18n } = useTranslation(['catalogue', 'common']);
  const ar = i18n.language === 'ar';
  const title = usePageTitle();
  const canEdit = useAdminCan('EditTaxiServices');
  const query = useQuery(distancePricingQueryOptions());
  const setGlobal = useSetDistanceGlobal();
  const [editing, setEditing] = useState<CarTariff | null>(null);
  const money = (halalas: number) => <span dir="ltr">{formatMoney(halalas, i18n.language)}</span>;
  const nameOf = (row: { nameAr: string; nameEn: string }) => (ar ? row.nameAr : row.nameEn);

  if (query.isError) return <QueryError onRetry={() => query.refetch()} />;
  const data = query.data;

  return (
    <>
      <PageHeader
        title={title}
        description={canEdit ? t('distancePricing.description') : t('common.readOnly')}
      />
      <Stack gap="lg">
        <Card withBorder>
          <Stack gap="xs">
            <Switch
              label={t('distancePricing.global')}
              description={t('distancePricing.globalHint')}
              checked={data?.global ?? false}
              disabled={!canEdit || !data || setGlobal.isPending}
              onChange={(event) => setGlobal.mutate(event.currentTarget.checked)}
            />
            {data && (
              <Text size="sm" c="dimmed">
                {t('distancePricing.howMeasured', {
                  factor: data.roadFactor.toLocaleString(i18n.language),
                  speed: data.averageSpeedKmh.toLocaleString(i18n.language),
                })}
              </Text>
            )}
          </Stack>
        </Card>

        <Card withBorder>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('distancePricing.tariffs')}
            </Title>
            <Stack
              component="ul"
              gap={0}
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label={t('distancePricing.tariffs')}
            >
              {(data?.cars ?? []).map((row) => (
                <Group
                  key={row.car.id}
                  component="li"
                  justify="space-between"
                  wrap="nowrap"
                  gap="sm"
                  py="xs"
                  style={{ borderBlockEnd: '1px solid var(--mantine-color-gray-2)' }}
                >
                  <Stack gap={2} miw={0}>
                    <Group gap="xs">
                      <Text size="sm" fw={600}>
                        {nameOf(row.car)}
                      </Text>
                      {row.tariff && !row.tariff.active && (
                        <Badge color="gray" variant="light">
                          {t('distancePricing.off')}
                        </Badge>
                      )}
                    </Group>
                    {row.tariff ? (
                      <Text size="xs" c="dimmed" data-testid="tariff-figures">
                        {t('distancePricing.baseFare')}: {money(row.tariff.baseFare)} ·{' '}
                        {t('distancePricing.perKm')}: {money(row.tariff.perKm)} ·{' '}
                        {t('distancePricing.minimumFare')}: {money(row.tariff.minimumFare)}
                      </Text>
                    ) : (
                      <Text size="xs" c="dimmed">
                        {t('distancePricing.noTariff')}
                      </Text>
                    )}
                  </Stack>
                  {canEdit && (
                    <Button
                      size="xs"
                      variant="light"
                      style={{ flexShrink: 0 }}
                      onClick={() => setEditing(row)}
                      aria-label={t('distancePricing.editTariffOf', { car: nameOf(row.car) })}
                    >
                      {row.tariff ? t('distancePricing.edit') : t('distancePricing.setTariff')}
                    </Button>
                  )}
                </Group>
              ))}
            </Stack>
          </Stack>
        </Card>

        <PairsCard canEdit={canEdit} />
      </Stack>

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? t('distancePricing.tariffOf', { car: nameOf(editing.car) }) : ''}
      >
        {editing && (
          <TariffForm carId={editing.car.id} tariff={editing.tariff} onDone={() => setEditing(null)} />
        )}
      </Modal>
    </>
  );
}

/** The pairs of areas allowed (either order), an add form and a remove button per pair. */
function PairsCard({ canEdit }: { canEdit: boolean }) {
  const { t, i18n } = useTranslation(['catalogue', 'common']);
  const ar = i18n.language === 'ar';
  const query = useQuery(distancePricingQueryOptions());
  const areas = useQuery({ ...allAreasQueryOptions(), enabled: canEdit });
  const add = useAddDistancePair();
  const remove = useRemoveDistancePair();
  const [areaId, setAreaId] = useState<string | null>(null);
  const [toAreaId, setToAreaId] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const nameOf = (row: { nameAr: string; nameEn: string }) => (ar ? row.nameAr : row.nameEn);
  const options = (areas.data ?? []).map((area) => ({ value: area.id, label: nameOf(area) }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!areaId || !toAreaId) {
      setProblems([t('distancePricing.chooseBoth')]);
      return;
    }
    setProblems([]);
    add.mutate(
      { areaId, toAreaId },
      {
        onSuccess: () => {
          setAreaId(null);
          setToAreaId(null);
        },
        onError: (error) => {
          const split = serverFormErrors(error, ['areaId', 'toAreaId'] as const);
          setProblems([
            ...Object.values(split.byField).filter((text): text is string => !!text),
            ...split.general,
          ]);
        },
      },
    );
  }

  const pairs = query.data?.pairs ?? [];
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('distancePricing.pairs')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('distancePricing.pairsHint')}
        </Text>
        {canEdit && (
          <form onSubmit={submit} noValidate aria-busy={add.isPending}>
            <Stack gap="xs">
              {problems.length > 0 && (
                <Alert color="red" role="alert">
                  {problems.join(' ')}
                </Alert>
              )}
              <Group align="flex-end" gap="xs" grow preventGrowOverflow={false} wrap="wrap">
                <Select
                  label={t('distancePricing.fromArea')}
                  data={options}
                  value={areaId}
                  onChange={setAreaId}
                  searchable
                  miw={140}
                />
                <Select
                  label={t('distancePricing.toArea')}
                  data={options}
                  value={toAreaId}
                  onChange={setToAreaId}
                  searchable
                  miw={140}
                />
                <Button
                  type="submit"
                  loading={add.isPending}
                  leftSection={<IconPlus size={16} aria-hidden="true" />}
                  style={{ flexGrow: 0 }}
                >
                  {t('distancePricing.addPair')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        {pairs.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('distancePricing.noPairs')}
          </Text>
        ) : (
          <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {pairs.map((pair) => (
              <Group key={pair.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm">{`${nameOf(pair.area)} ⇄ ${nameOf(pair.toArea)}`}</Text>
                {canEdit && (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    loading={remove.isPending && remove.variables === pair.id}
                    onClick={() => remove.mutate(pair.id)}
                    leftSection={<IconTrash size={14} aria-hidden="true" />}
                    aria-label={t('distancePricing.removePair', {
                      from: nameOf(pair.area),
                      to: nameOf(pair.toArea),
                    })}
                  >
                    {t('common.delete')}
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** Read by whoever may change the settings, or a read-only admin (the server asks the same). */
export function DistancePricingPage() {
  return (
    <RequirePermission permission={pricingReaders}>
      <DistancePricing />
    </RequirePermission>
  );
}
