import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import type { AreaSummary } from '@masar/contract/areas';
import { routeDirections } from '@masar/contract/constants';
import type { Location } from '@masar/contract/locations';
import type { RouteDirection } from '@masar/contract/taxi-services';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/translation';
import { toast } from '../../../shared/ui/toast';
import { useCopyRoute } from '../api/price-tools';
import { type GridRoute, routeName } from './grid-routes';
import { areaEnd, endFields, locationEnd, type RouteEndValue, WITHIN } from './route-end';

/** "Copy a row" (issue #17): every car's price of one route of the area onto another route from the area. */
export function CopyRouteDialog({
  opened,
  onClose,
  areaId,
  routes,
  areas,
  locations,
}: {
  opened: boolean;
  onClose: () => void;
  areaId: string;
  routes: GridRoute[];
  areas: AreaSummary[];
  locations: Location[];
}) {
  const { t, i18n } = useTranslation(['price-tools', 'catalogue']);
  const ar = i18n.language === 'ar';
  const nameOf = (item: { nameAr: string; nameEn: string }) => (ar ? item.nameAr : item.nameEn);
  const within = (area: string) => t('catalogue:taxi.within', { area });
  const area = areas.find((item) => item.id === areaId);
  const areaName = area ? nameOf(area) : '';
  const [sourceKey, setSourceKey] = useState<string | null>(routes[0]?.key ?? null);
  const [end, setEnd] = useState<RouteEndValue | null>(null);
  const [direction, setDirection] = useState<RouteDirection>('BothWays');
  const copy = useCopyRoute();
  const source = routes.find((item) => item.key === sourceKey);

  const endOptions = [
    { group: t('catalogue:taxi.endGroups.thisArea'), items: [{ value: WITHIN, label: within(areaName) }] },
    {
      group: t('catalogue:taxi.endGroups.areas'),
      items: areas
        .filter((item) => item.id !== areaId)
        .map((item) => ({
          value: areaEnd(item.id),
          label: t('catalogue:taxi.toArea', { area: nameOf(item) }),
        })),
    },
    {
      group: t('route.locations'),
      items: locations.map((item) => ({ value: locationEnd(item.id), label: nameOf(item) })),
    },
  ].filter((group) => group.items.length > 0);
  const endName = (value: RouteEndValue | null) => {
    if (!value) return '';
    const [kind, id] = value.split(':');
    const found =
      kind === 'location' ? locations.find((item) => item.id === id) : areas.find((item) => item.id === id);
    return found ? nameOf(found) : areaName;
  };

  function submit() {
    if (!source || end === null) return;
    copy.mutate(
      {
        from: source.route,
        to: { areaId, ...endFields(end), direction: end === WITHIN ? 'BothWays' : direction },
      },
      {
        onSuccess: (result) => {
          toast.success(t('copy.done', { count: result.written }));
          onClose();
        },
      },
    );
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('copy.title')} size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('copy.hint')}
        </Text>
        <Select
          label={t('route.source')}
          placeholder={t('route.choose')}
          data={routes.map((item) => ({ value: item.key, label: routeName(item, nameOf, within) }))}
          value={sourceKey}
          onChange={setSourceKey}
          allowDeselect={false}
          searchable
        />
        <Select
          label={t('route.target', { area: areaName })}
          placeholder={t('route.choose')}
          data={endOptions}
          value={end}
          onChange={(value) => setEnd(value as RouteEndValue | null)}
          searchable
        />
        <Select
          label={t('route.direction')}
          data={routeDirections.map((value) => ({
            value,
            label: t(`catalogue:taxi.directions.${value}`, { area: areaName, end: endName(end) }),
          }))}
          value={end === WITHIN ? 'BothWays' : direction}
          onChange={(value) => setDirection((value ?? 'BothWays') as RouteDirection)}
          allowDeselect={false}
          disabled={end === WITHIN}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('catalogue:common.cancel')}
          </Button>
          <Button onClick={submit} loading={copy.isPending} disabled={!source || end === null}>
            {t('copy.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
