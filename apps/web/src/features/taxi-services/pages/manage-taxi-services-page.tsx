import {
  Button,
  Grid,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { pricingReaders } from '@masar/contract/permission-names';
import type { TaxiService } from '@masar/contract/taxi-services';
import { IconPlus, IconReceiptRefund } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Fragment, lazy, Suspense, useState } from 'react';
import { useAdminCan } from '../../../shared/auth/use-permission';
import { useTranslation } from '../../../shared/i18n/translation';
import { useSearchParams } from '../../../shared/router/react';
import { useConfirmDelete } from '../../../shared/ui/confirm-delete-modal';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryError } from '../../../shared/ui/query-error';
import { usePageTitle } from '../../../shared/ui/route-handle';
import { allAreasQueryOptions } from '../../areas/api/areas';
import { allCarsQueryOptions } from '../../cars/api/cars';
import { allLocationsQueryOptions } from '../../locations/api/locations';
import {
  areaServicesQueryOptions,
  cancellationPolicyQueryOptions,
  useDeleteTaxiService,
} from '../api/taxi-services';
import { CancellationPolicyModal } from '../components/cancellation-policy-modal';
import { RouteGridTools } from '../components/route-grid-tools';
import { TaxiServiceRow } from '../components/taxi-service-row';

const AreaPickerMap = lazy(() => import('../components/area-picker-map'));

/**
 * /admin-panel/taxi-service/manage: pick an area (list or map), then its route prices by car: each between
 * the area and its other end (within the area, a location or another area) in a direction. Prices stored
 * from another area towards this one show here too, read from this side.
 */
export function ManageTaxiServicesPage() {
  const { t, i18n } = useTranslation(['catalogue', 'nav', 'common']);
  const ar = i18n.language === 'ar';
  const title = usePageTitle();
  const canEdit = useAdminCan('EditTaxiServices');
  const canReadPolicy = useAdminCan(pricingReaders);
  const [params, setParams] = useSearchParams();
  // The route's rule already turned a malformed id into the 404 page.
  const areaId = params.get('areaId') ?? '';
  const areas = useQuery(allAreasQueryOptions());
  const cars = useQuery(allCarsQueryOptions());
  const services = useQuery({ ...areaServicesQueryOptions(areaId), enabled: Boolean(areaId) });
  // A route may end at any location or in any other area (decision 0009).
  const locations = useQuery({ ...allLocationsQueryOptions({}), enabled: Boolean(areaId) });
  const [newRows, setNewRows] = useState<Record<string, number>>({});
  const area = areas.data?.find((item) => item.id === areaId);
  const nameOf = (item: { nameAr: string; nameEn: string }) => (ar ? item.nameAr : item.nameEn);
  const remove = useConfirmDelete<TaxiService>(useDeleteTaxiService(), (service) => nameOf(service.car));
  // The cancellation policy (decision 0016): the global tiers from the header, a route's own from its row.
  const policy = useQuery({ ...cancellationPolicyQueryOptions(), enabled: canReadPolicy });
  const [editingPolicy, setEditingPolicy] = useState<{ service: TaxiService | null } | null>(null);
  const ownTiers = (serviceId: string) =>
    policy.data?.routes.find((route) => route.taxiServiceId === serviceId)?.tiers ?? null;

  const selectArea = (id: string | null) => {
    setNewRows({});
    setParams(id ? { areaId: id } : {}, { replace: true });
  };

  return (
    <Stack gap="md">
      <PageHeader
        title={title}
        actions={
          canReadPolicy && (
            <Button
              variant="light"
              leftSection={<IconReceiptRefund size={18} aria-hidden="true" />}
              onClick={() => setEditingPolicy({ service: null })}
              disabled={policy.isPending}
            >
              {t('cancellation.button')}
            </Button>
          )
        }
      />
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="xs">
            <Select
              label={t('taxi.area')}
              placeholder={t('taxi.chooseArea')}
              data={(areas.data ?? []).map((item) => ({ value: item.id, label: nameOf(item) }))}
              value={areaId || null}
              onChange={selectArea}
              searchable
              nothingFoundMessage={t('taxi.noAreas')}
              disabled={areas.isPending}
            />
            <Text size="sm" c="dimmed">
              {t('taxi.pickHint')}
            </Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Suspense fallback={<Loader aria-label={t('common:loading')} />}>
            <AreaPickerMap
              label={t('taxi.mapLabel')}
              areas={areas.data ?? []}
              selectedId={areaId || null}
              onSelect={selectArea}
            />
          </Suspense>
        </Grid.Col>
      </Grid>

      {areas.isError || cars.isError || services.isError ? (
        <QueryError
          onRetry={() => {
            void areas.refetch();
            void cars.refetch();
            if (areaId) void services.refetch();
          }}
        />
      ) : !areaId ? null : services.isPending || cars.isPending ? (
        <Loader aria-label={t('common:loading')} />
      ) : (
        <Paper withBorder radius="md" p="sm">
          <Title order={2} fz="h4" mb="sm">
            {t('taxi.services', { area: area ? nameOf(area) : '' })}
          </Title>
          {canEdit && (
            <RouteGridTools
              areaId={areaId}
              services={services.data ?? []}
              cars={cars.data}
              areas={areas.data ?? []}
              locations={locations.data ?? []}
            />
          )}
          {cars.data.length === 0 ? (
            <Text c="dimmed">{t('taxi.noCars')}</Text>
          ) : (
            <ScrollArea type="auto">
              <Table verticalSpacing="xs" striped highlightOnHover miw={960}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('taxi.car')}</Table.Th>
                    <Table.Th>{t('taxi.route')}</Table.Th>
                    <Table.Th>
                      {t('taxi.price')} ({t('common.sar')})
                    </Table.Th>
                    <Table.Th>
                      {t('taxi.hourlyPrice')} ({t('common.sar')})
                    </Table.Th>
                    <Table.Th>{t('taxi.minHours')}</Table.Th>
                    <Table.Th title={t('taxi.returnDiscountHint')}>{t('taxi.returnDiscount')}</Table.Th>
                    <Table.Th>{t('common.active')}</Table.Th>
                    <Table.Th>{t('common:list.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {cars.data.map((car) => {
                    const own = (services.data ?? []).filter((service) => service.carId === car.id);
                    const rowsKey = `${areaId}:${car.id}`;
                    const extra = newRows[rowsKey] ?? (own.length === 0 ? 1 : 0);
                    return (
                      <Fragment key={car.id}>
                        {own.map((service) => (
                          <TaxiServiceRow
                            key={`${service.id}-${service.updatedAt}`}
                            areaId={areaId}
                            areas={areas.data ?? []}
                            car={car}
                            service={service}
                            locations={locations.data ?? []}
                            canEdit={canEdit}
                            onDelete={remove.ask}
                            hasOwnPolicy={ownTiers(service.id) !== null}
                            onPolicy={() => setEditingPolicy({ service })}
                          />
                        ))}
                        {Array.from({ length: extra }, (_, index) => (
                          <TaxiServiceRow
                            // biome-ignore lint/suspicious/noArrayIndexKey: blank rows have no identity yet
                            key={`new-${rowsKey}-${own.length}-${index}`}
                            areaId={areaId}
                            areas={areas.data ?? []}
                            car={car}
                            service={null}
                            locations={locations.data ?? []}
                            canEdit={canEdit}
                            onCancelNew={
                              own.length > 0 || index > 0
                                ? () => setNewRows((rows) => ({ ...rows, [rowsKey]: Math.max(0, extra - 1) }))
                                : undefined
                            }
                          />
                        ))}
                        {canEdit && own.length > 0 && extra === 0 && (
                          <Table.Tr>
                            <Table.Td colSpan={8}>
                              <Group>
                                <Button
                                  size="compact-xs"
                                  variant="subtle"
                                  leftSection={<IconPlus size={14} aria-hidden="true" />}
                                  onClick={() => setNewRows((rows) => ({ ...rows, [rowsKey]: 1 }))}
                                >
                                  {t('taxi.addRow')} — {nameOf(car)}
                                </Button>
                              </Group>
                            </Table.Td>
                          </Table.Tr>
                        )}
                      </Fragment>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          )}
        </Paper>
      )}
      {remove.modal}
      {editingPolicy && (
        <CancellationPolicyModal
          taxiServiceId={editingPolicy.service?.id ?? null}
          routeLabel={editingPolicy.service ? nameOf(editingPolicy.service.car) : undefined}
          tiers={editingPolicy.service ? ownTiers(editingPolicy.service.id) : (policy.data?.global ?? null)}
          readOnly={!canEdit}
          onClose={() => setEditingPolicy(null)}
        />
      )}
    </Stack>
  );
}
