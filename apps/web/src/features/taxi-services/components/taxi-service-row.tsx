import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import type { AreaSummary } from '@masar/contract/areas';
import type { Car } from '@masar/contract/cars';
import { MIN_HOURS_MAX, routeDirections } from '@masar/contract/constants';
import type { Location } from '@masar/contract/locations';
import {
  createTaxiServiceBody,
  hourlyProblems,
  RETURN_DISCOUNT_MAX,
  type RouteDirection,
  routeProblems,
  type TaxiService,
} from '@masar/contract/taxi-services';
import { IconDeviceFloppy, IconReceiptRefund, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { localizeServerMessage } from '../../../shared/api/server-message';
import type { FieldErrors } from '../../../shared/forms/field-errors';
import { serverFormErrors } from '../../../shared/forms/server-messages';
import { isWholeNumberIn, WholeNumberInput } from '../../../shared/forms/whole-number-input';
import { Trans, useTranslation } from '../../../shared/i18n/translation';
import { checkAmount, halalasToSar } from '../../../shared/money/money';
import { MoneyInput } from '../../../shared/money/money-input';
import { Link } from '../../../shared/router/react';
import { toast } from '../../../shared/ui/toast';
import { useSaveTaxiService } from '../api/taxi-services';
import {
  areaEnd,
  locationEnd,
  type RouteEndValue,
  routeFields,
  seenFrom,
  storedFromOtherSide,
  WITHIN,
} from './route-end';

const fields = [
  'price',
  'hourlyPrice',
  'minHours',
  'returnDiscountPercent',
  'locationId',
  'toAreaId',
  'direction',
  'active',
  'carId',
  'areaId',
] as const;
type Field = (typeof fields)[number];

/** One editable line of the grid: an existing route price, or a new one for this car (service = null). */
export function TaxiServiceRow({
  areaId,
  areas,
  car,
  service,
  locations,
  canEdit,
  onCancelNew,
  onDelete,
  onPolicy,
  hasOwnPolicy = false,
}: {
  areaId: string;
  /** Every area, for the other end and the names. */
  areas: AreaSummary[];
  car: Car;
  service: TaxiService | null;
  /** Every location, whatever its area: a route may end anywhere. */
  locations: Location[];
  canEdit: boolean;
  onCancelNew?: () => void;
  onDelete?: (service: TaxiService) => void;
  /** Opens this route's own cancellation policy (decision 0016). */
  onPolicy?: () => void;
  hasOwnPolicy?: boolean;
}) {
  const { t, i18n } = useTranslation(['catalogue', 'common']);
  const { t: tAuth } = useTranslation('auth');
  const ar = i18n.language === 'ar';
  const nameOf = (item: { nameAr: string; nameEn: string }) => (ar ? item.nameAr : item.nameEn);
  const save = useSaveTaxiService();
  const stored = service ? seenFrom(service, areaId) : { end: WITHIN, direction: 'BothWays' as const };
  const [price, setPrice] = useState(service ? halalasToSar(service.price) : '');
  const [hourlyPrice, setHourlyPrice] = useState(
    service?.hourlyPrice ? halalasToSar(service.hourlyPrice) : '',
  );
  const [minHours, setMinHours] = useState<number | null>(service?.minHours ?? null);
  const [returnDiscount, setReturnDiscount] = useState<number | null>(service?.returnDiscountPercent ?? 0);
  const [end, setEnd] = useState<RouteEndValue>(stored.end);
  const [direction, setDirection] = useState<RouteDirection>(stored.direction);
  const [active, setActive] = useState(service?.active ?? true);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const carName = nameOf(car);
  const area = areas.find((item) => item.id === areaId);
  const areaName = area ? nameOf(area) : '';
  const otherSide = service && storedFromOtherSide(service, areaId) ? service.area : null;

  /** An end's name alone ("Jeddah", "King Abdulaziz …"), for the directions. */
  function endName(value: RouteEndValue): string {
    if (value === WITHIN) return areaName;
    const [kind, id] = value.split(':') as ['location' | 'area', string];
    const found =
      kind === 'location'
        ? (locations.find((item) => item.id === id) ??
          (service?.location?.id === id ? service.location : null))
        : (areas.find((item) => item.id === id) ??
          [service?.toArea, service?.area].find((item) => item?.id === id));
    return found ? nameOf(found) : '';
  }
  /** An end as the picker names it: "Within Riyadh", a location, "→ Jeddah". */
  function endLabel(value: RouteEndValue): string {
    if (value === WITHIN) return t('taxi.within', { area: areaName });
    return value.startsWith('area:') ? t('taxi.toArea', { area: endName(value) }) : endName(value);
  }
  // A new row is told apart from the car's saved prices (one of them may be within the area too).
  const rowLabel = service
    ? t('taxi.rowLabel', { car: carName, end: endLabel(stored.end) })
    : t('taxi.newRowLabel', { car: carName });
  const labelled = (field: string) => `${t(`taxi.${field}` as 'taxi.price')} — ${rowLabel}`;

  const others = areas.filter((item) => item.id !== areaId);
  const locationGroups = [...areas, null]
    .map((group) => ({
      group: group
        ? t('taxi.endGroups.locationsIn', { area: nameOf(group) })
        : t('taxi.endGroups.locationsOutside'),
      items: locations
        .filter((item) => (item.areaId ?? null) === (group?.id ?? null))
        .map((item) => ({ value: locationEnd(item.id), label: nameOf(item) })),
    }))
    .filter((group) => group.items.length > 0);
  const endOptions = [
    { group: t('taxi.endGroups.thisArea'), items: [{ value: WITHIN, label: endLabel(WITHIN) }] },
    ...(others.length
      ? [
          {
            group: t('taxi.endGroups.areas'),
            items: others.map((item) => ({ value: areaEnd(item.id), label: endLabel(areaEnd(item.id)) })),
          },
        ]
      : []),
    ...locationGroups,
  ];
  const directionOptions = routeDirections.map((value) => ({
    value,
    label: t(`taxi.directions.${value}`, { area: areaName, end: endName(end) }),
  }));

  function chooseEnd(value: RouteEndValue) {
    setEnd(value);
    // Within one area a price is always both ways: the direction picker is fixed then.
    if (value === WITHIN) setDirection('BothWays');
  }

  function submit() {
    const found: FieldErrors<Field> = {};
    const priceChecked = checkAmount(price);
    const priceValue = priceChecked.halalas ?? null;
    if (priceChecked.error) found.price = priceChecked.error;
    const hourlyChecked = hourlyPrice.trim() ? checkAmount(hourlyPrice) : null;
    const hourlyValue = hourlyChecked?.halalas ?? null;
    if (hourlyChecked?.error) found.hourlyPrice = hourlyChecked.error;
    const hoursValue = minHours;
    if (hoursValue !== null && !isWholeNumberIn(hoursValue, 1, MIN_HOURS_MAX))
      found.minHours = tAuth('validation.wholeNumber', { min: 1, max: MIN_HOURS_MAX });
    else if (hourlyProblems({ hourlyPrice: hourlyValue, minHours: hoursValue }).length)
      found.minHours = t('taxi.hourlyRule');
    if (returnDiscount === null || !isWholeNumberIn(returnDiscount, 0, RETURN_DISCOUNT_MAX))
      found.returnDiscountPercent = tAuth('validation.wholeNumber', { min: 0, max: RETURN_DISCOUNT_MAX });
    const route = routeFields(service, areaId, end, direction);
    for (const problem of routeProblems(route))
      found[problem.path] ??= localizeServerMessage(problem.message);
    if (Object.keys(found).length) {
      setErrors(found);
      return;
    }
    const body = {
      ...route,
      carId: car.id,
      price: priceValue ?? 0,
      hourlyPrice: hourlyValue,
      minHours: hoursValue,
      returnDiscountPercent: returnDiscount ?? 0,
      active,
    };
    const parsed = createTaxiServiceBody.safeParse(body);
    if (!parsed.success) {
      const messages = Object.fromEntries(
        parsed.error.issues.map((issue) => [String(issue.path[0]), t('common.invalidAmount')]),
      );
      setErrors(messages);
      return;
    }
    setErrors({});
    save.mutate(
      { id: service?.id, body: parsed.data },
      {
        onSuccess: () => {
          toast.success(t(service ? 'common.saved' : 'common.created'));
          if (!service) onCancelNew?.();
        },
        onError: (error) => {
          const split = serverFormErrors(error, fields);
          const general = split.general.join(' ');
          setErrors({ ...split.byField, ...(general ? { toAreaId: general } : {}) });
        },
      },
    );
  }
  // The one picker shows the messages about either end.
  const endError = [errors.toAreaId, errors.locationId, errors.areaId].filter(Boolean).join(' ') || undefined;

  return (
    <Table.Tr data-testid={`service-row-${car.id}`}>
      <Table.Td>
        <Text fw={500} size="sm">
          {carName}
        </Text>
        <Text size="xs" c="dimmed">
          {t(`common:carTypes.${car.type}`)} · {car.passengers}/{car.bags}
        </Text>
      </Table.Td>
      <Table.Td miw={240}>
        {/* The route: its other end, then the direction (fixed both ways within the area). */}
        <Stack gap={4}>
          <Select
            aria-label={labelled('otherEnd')}
            data={endOptions}
            value={end}
            onChange={(value) => chooseEnd((value ?? WITHIN) as RouteEndValue)}
            allowDeselect={false}
            searchable
            disabled={!canEdit}
            error={endError}
            size="xs"
          />
          <Select
            aria-label={labelled('direction')}
            data={directionOptions}
            value={end === WITHIN ? 'BothWays' : direction}
            onChange={(value) => setDirection((value ?? 'BothWays') as RouteDirection)}
            allowDeselect={false}
            disabled={!canEdit || end === WITHIN}
            error={errors.direction}
            size="xs"
          />
          {otherSide && (
            <Text size="xs" c="dimmed" title={t('taxi.storedInHint', { area: nameOf(otherSide) })}>
              <Trans
                t={t}
                i18nKey="taxi.storedIn"
                values={{ area: nameOf(otherSide) }}
                components={{ go: <Anchor component={Link} to={`?areaId=${otherSide.id}`} size="xs" /> }}
              />
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td miw={110}>
        <MoneyInput
          aria-label={labelled('price')}
          value={price}
          onChange={(event) => setPrice(event.currentTarget.value)}
          error={errors.price}
          disabled={!canEdit}
          size="xs"
        />
      </Table.Td>
      <Table.Td miw={110}>
        <MoneyInput
          aria-label={labelled('hourlyPrice')}
          value={hourlyPrice}
          onChange={(event) => setHourlyPrice(event.currentTarget.value)}
          error={errors.hourlyPrice}
          disabled={!canEdit}
          size="xs"
        />
      </Table.Td>
      <Table.Td miw={80}>
        <WholeNumberInput
          aria-label={labelled('minHours')}
          min={1}
          max={MIN_HOURS_MAX}
          emptyValue={null}
          value={minHours}
          onChange={setMinHours}
          error={errors.minHours}
          disabled={!canEdit}
          size="xs"
        />
      </Table.Td>
      <Table.Td miw={80}>
        <WholeNumberInput
          aria-label={labelled('returnDiscount')}
          min={0}
          max={RETURN_DISCOUNT_MAX}
          emptyValue={null}
          value={returnDiscount}
          onChange={setReturnDiscount}
          error={errors.returnDiscountPercent}
          disabled={!canEdit}
          size="xs"
        />
      </Table.Td>
      <Table.Td>
        <Switch
          aria-label={`${t('common.active')} — ${rowLabel}`}
          checked={active}
          onChange={(event) => setActive(event.currentTarget.checked)}
          disabled={!canEdit}
        />
      </Table.Td>
      <Table.Td>
        {canEdit && (
          <Group gap={4} wrap="nowrap">
            <Button
              size="xs"
              onClick={submit}
              loading={save.isPending}
              leftSection={<IconDeviceFloppy size={14} aria-hidden="true" />}
              // The visible word first, then which row: speech input users say what they see.
              aria-label={`${service ? t('common.save') : t('common.add')} — ${rowLabel}`}
            >
              {service ? t('common.save') : t('common.add')}
            </Button>
            {service && onPolicy && (
              <Tooltip
                label={
                  hasOwnPolicy
                    ? `${t('cancellation.routeAction')} · ${t('cancellation.ownPolicy')}`
                    : t('cancellation.routeAction')
                }
              >
                <ActionIcon
                  variant={hasOwnPolicy ? 'light' : 'subtle'}
                  aria-label={`${t('cancellation.routeAction')} — ${rowLabel}`}
                  aria-pressed={hasOwnPolicy}
                  onClick={onPolicy}
                >
                  <IconReceiptRefund size={16} aria-hidden="true" />
                </ActionIcon>
              </Tooltip>
            )}
            {service ? (
              <Tooltip label={t('common.delete')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`${t('common.delete')} — ${rowLabel}`}
                  onClick={() => onDelete?.(service)}
                >
                  <IconTrash size={16} aria-hidden="true" />
                </ActionIcon>
              </Tooltip>
            ) : (
              onCancelNew && (
                <Tooltip label={t('common.cancel')}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`${t('common.cancel')} — ${rowLabel}`}
                    onClick={onCancelNew}
                  >
                    <IconX size={16} aria-hidden="true" />
                  </ActionIcon>
                </Tooltip>
              )
            )}
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
