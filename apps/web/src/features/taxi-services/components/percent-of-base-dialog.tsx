import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { Car } from '@masar/contract/cars';
import { PERCENT_MAX, percentOf } from '@masar/contract/price-tools';
import { useState } from 'react';
import { ApiRequestError } from '../../../shared/api/client';
import { localizeServerMessage } from '../../../shared/api/server-message';
import { checkPercent } from '../../../shared/format/percent';
import { FormErrorAlert } from '../../../shared/forms/form-error-alert';
import { i18n } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/translation';
import { formatMoney } from '../../../shared/money/money';
import { toast } from '../../../shared/ui/toast';
import { usePercentOfBase } from '../api/price-tools';
import { type GridRoute, routeName } from './grid-routes';

/** A percentage as typed (Arabic-Indic digits too), from 1 to PERCENT_MAX: the percent, or why it is refused. */
function checkCarPercent(text: string): { percent: number | null; error: string | null } {
  const checked = checkPercent(text, { max: PERCENT_MAX * 100 });
  if (checked.error !== undefined) return { percent: null, error: checked.error };
  if (checked.basisPoints < 100) return { percent: null, error: i18n.t('price-tools:percent.atLeastOne') };
  return { percent: checked.basisPoints / 100, error: null };
}

/**
 * "Price all cars by a percentage of a base car" (issue #17): on one route of the area, each car given a
 * percentage gets that share of the base car's price, written by the server (rounded half up) in one go.
 */
export function PercentOfBaseDialog({
  opened,
  onClose,
  routes,
  cars,
}: {
  opened: boolean;
  onClose: () => void;
  routes: GridRoute[];
  cars: Car[];
}) {
  const { t, i18n } = useTranslation(['price-tools', 'catalogue']);
  const ar = i18n.language === 'ar';
  const nameOf = (item: { nameAr: string; nameEn: string }) => (ar ? item.nameAr : item.nameEn);
  const within = (area: string) => t('catalogue:taxi.within', { area });
  const [routeKey, setRouteKey] = useState<string | null>(routes[0]?.key ?? null);
  const route = routes.find((item) => item.key === routeKey);
  const basesOnRoute = cars.filter((car) => route?.prices.has(car.id));
  const [baseCarId, setBaseCarId] = useState<string | null>(basesOnRoute[0]?.id ?? null);
  const [percents, setPercents] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<string[]>([]);
  const save = usePercentOfBase();
  const base = baseCarId ? route?.prices.get(baseCarId) : undefined;
  const others = cars.filter((car) => car.id !== baseCarId);

  function chooseRoute(key: string | null) {
    setRouteKey(key);
    const next = routes.find((item) => item.key === key);
    setBaseCarId(cars.find((car) => next?.prices.has(car.id))?.id ?? null);
  }

  function submit() {
    if (!route || !baseCarId) return;
    const filled = others.filter((car) => (percents[car.id] ?? '').trim() !== '');
    const invalid = filled.filter((car) => checkCarPercent(percents[car.id] ?? '').error);
    if (invalid.length) {
      setProblems(invalid.map((car) => `${nameOf(car)}: ${checkCarPercent(percents[car.id] ?? '').error}`));
      return;
    }
    if (!filled.length) {
      setProblems([t('percent.nothing')]);
      return;
    }
    setProblems([]);
    save.mutate(
      {
        route: route.route,
        baseCarId,
        cars: filled.map((car) => ({
          carId: car.id,
          percent: checkCarPercent(percents[car.id] ?? '').percent ?? 0,
        })),
      },
      {
        onSuccess: (result) => {
          toast.success(t('percent.done', { count: result.written }));
          setPercents({});
          onClose();
        },
        onError: (error) =>
          setProblems(
            error instanceof ApiRequestError ? error.messages.map(localizeServerMessage) : [String(error)],
          ),
      },
    );
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('percent.title')} size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('percent.hint')}
        </Text>
        <Select
          label={t('percent.route')}
          placeholder={t('route.choose')}
          data={routes.map((item) => ({ value: item.key, label: routeName(item, nameOf, within) }))}
          value={routeKey}
          onChange={chooseRoute}
          allowDeselect={false}
          searchable
        />
        <Select
          label={t('percent.baseCar')}
          data={basesOnRoute.map((car) => ({
            value: car.id,
            label: `${nameOf(car)} — ${formatMoney(route?.prices.get(car.id)?.price ?? 0, i18n.language)}`,
          }))}
          value={baseCarId}
          onChange={setBaseCarId}
          allowDeselect={false}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {others.map((car) => {
            const { percent } = checkCarPercent(percents[car.id] ?? '');
            return (
              <TextInput
                key={car.id}
                label={t('percent.percentOf', { car: nameOf(car) })}
                inputMode="decimal"
                dir="ltr"
                value={percents[car.id] ?? ''}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setPercents((current) => ({ ...current, [car.id]: value }));
                }}
                description={
                  base && percent !== null
                    ? t('percent.preview', {
                        price: formatMoney(percentOf(base.price, percent), i18n.language),
                      })
                    : undefined
                }
                data-testid={`percent-${car.id}`}
              />
            );
          })}
        </SimpleGrid>
        <FormErrorAlert messages={problems} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('catalogue:common.cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={!route || !baseCarId}>
            {t('percent.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
