import { ActionIcon, Button, Group, Select, Switch, Table, Text, Tooltip } from '@mantine/core';
import type { Car } from '@masar/contract/cars';
import { MIN_HOURS_MAX } from '@masar/contract/constants';
import type { Location } from '@masar/contract/locations';
import { createTaxiServiceBody, hourlyProblems, type TaxiService } from '@masar/contract/taxi-services';
import { IconDeviceFloppy, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../shared/forms/field-errors';
import { serverFormErrors } from '../../../shared/forms/server-messages';
import { isWholeNumberIn, WholeNumberInput } from '../../../shared/forms/whole-number-input';
import { checkAmount, halalasToSar } from '../../../shared/money/money';
import { MoneyInput } from '../../../shared/money/money-input';
import { toast } from '../../../shared/ui/toast';
import { useSaveTaxiService } from '../api/taxi-services';

const fields = ['price', 'hourlyPrice', 'minHours', 'locationId', 'active', 'carId', 'areaId'] as const;
type Field = (typeof fields)[number];
const ANY = '';

/** One editable line of the grid: an existing service, or a new one for this car (service = null). */
export function TaxiServiceRow({
  areaId,
  car,
  service,
  locations,
  canEdit,
  onCancelNew,
  onDelete,
}: {
  areaId: string;
  car: Car;
  service: TaxiService | null;
  locations: Location[];
  canEdit: boolean;
  onCancelNew?: () => void;
  onDelete?: (service: TaxiService) => void;
}) {
  const { t, i18n } = useTranslation('catalogue');
  const { t: tAuth } = useTranslation('auth');
  const ar = i18n.language === 'ar';
  const save = useSaveTaxiService();
  const [price, setPrice] = useState(service ? halalasToSar(service.price) : '');
  const [hourlyPrice, setHourlyPrice] = useState(
    service?.hourlyPrice ? halalasToSar(service.hourlyPrice) : '',
  );
  const [minHours, setMinHours] = useState<number | null>(service?.minHours ?? null);
  const [locationId, setLocationId] = useState(service?.locationId ?? ANY);
  const [active, setActive] = useState(service?.active ?? true);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const carName = ar ? car.nameAr : car.nameEn;
  const locationName = service?.location
    ? ar
      ? service.location.nameAr
      : service.location.nameEn
    : t('taxi.anyLocation');
  const rowLabel = t('taxi.rowLabel', { car: carName, location: locationName });
  const labelled = (field: string) => `${t(`taxi.${field}` as 'taxi.price')} — ${rowLabel}`;

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
    if (Object.keys(found).length) {
      setErrors(found);
      return;
    }
    const body = {
      areaId,
      carId: car.id,
      locationId: locationId || null,
      price: priceValue ?? 0,
      hourlyPrice: hourlyValue,
      minHours: hoursValue,
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
          setErrors({ ...split.byField, ...(general ? { locationId: general } : {}) });
        },
      },
    );
  }

  return (
    <Table.Tr data-testid={`service-row-${car.id}`}>
      <Table.Td>
        <Text fw={500} size="sm">
          {carName}
        </Text>
        <Text size="xs" c="dimmed">
          {t(`cars.types.${car.type}`)} · {car.passengers}/{car.bags}
        </Text>
      </Table.Td>
      <Table.Td miw={170}>
        <Select
          aria-label={labelled('location')}
          data={[
            { value: ANY, label: t('taxi.anyLocation') },
            ...locations.map((item) => ({ value: item.id, label: ar ? item.nameAr : item.nameEn })),
          ]}
          value={locationId}
          onChange={(value) => setLocationId(value ?? ANY)}
          allowDeselect={false}
          disabled={!canEdit}
          error={errors.locationId}
          size="xs"
        />
      </Table.Td>
      <Table.Td miw={120}>
        <MoneyInput
          aria-label={labelled('price')}
          value={price}
          onChange={(event) => setPrice(event.currentTarget.value)}
          error={errors.price}
          disabled={!canEdit}
          size="xs"
        />
      </Table.Td>
      <Table.Td miw={120}>
        <MoneyInput
          aria-label={labelled('hourlyPrice')}
          value={hourlyPrice}
          onChange={(event) => setHourlyPrice(event.currentTarget.value)}
          error={errors.hourlyPrice}
          disabled={!canEdit}
          size="xs"
        />
      </Table.Td>
      <Table.Td miw={90}>
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
