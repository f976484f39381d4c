import { Alert, Button, Group, Stack, Switch } from '@mantine/core';
import { type DistanceTariff, saveDistanceTariffBody } from '@masar/contract/distance-pricing';
import { type FormEvent, useState } from 'react';
import type { FieldErrors } from '../../../shared/forms/field-errors';
import { serverFormErrors } from '../../../shared/forms/server-messages';
import { useTranslation } from '../../../shared/i18n/translation';
import { checkAmount, halalasToSar } from '../../../shared/money/money';
import { MoneyInput } from '../../../shared/money/money-input';
import { useSaveDistanceTariff } from '../api/distance-pricing';

const fields = ['baseFare', 'perKm', 'minimumFare', 'active'] as const;
type Field = (typeof fields)[number];

/** A car's distance tariff: base fare, price per km, minimum fare (SAR as typed), active. */
export function TariffForm({
  carId,
  tariff,
  onDone,
}: {
  carId: string;
  tariff: DistanceTariff | null;
  onDone: () => void;
}) {
  const { t } = useTranslation(['catalogue', 'common']);
  const save = useSaveDistanceTariff();
  const [values, setValues] = useState({
    baseFare: tariff ? halalasToSar(tariff.baseFare) : '',
    perKm: tariff ? halalasToSar(tariff.perKm) : '',
    minimumFare: tariff ? halalasToSar(tariff.minimumFare) : '0',
    active: tariff?.active ?? true,
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [general, setGeneral] = useState<string[]>([]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const baseFare = checkAmount(values.baseFare, { min: 0 });
    const perKm = checkAmount(values.perKm, { min: 1 });
    const minimumFare = checkAmount(values.minimumFare, { min: 0 });
    const found: FieldErrors<Field> = {
      baseFare: baseFare.error,
      perKm: perKm.error,
      minimumFare: minimumFare.error,
    };
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      return;
    }
    const body = saveDistanceTariffBody.parse({
      baseFare: baseFare.halalas,
      perKm: perKm.halalas,
      minimumFare: minimumFare.halalas,
      active: values.active,
    });
    setErrors({});
    setGeneral([]);
    save.mutate(
      { carId, body },
      {
        onSuccess: onDone,
        onError: (error) => {
          const split = serverFormErrors(error, fields);
          setErrors(split.byField);
          setGeneral(split.general);
        },
      },
    );
  }

  const money = (field: 'baseFare' | 'perKm' | 'minimumFare') => ({
    label: t(`distancePricing.${field}`),
    value: values[field],
    error: errors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
    },
  });

  return (
    <form onSubmit={submit} noValidate aria-busy={save.isPending}>
      <Stack gap="sm">
        {general.length > 0 && (
          <Alert color="red" title={t('common.formError')} role="alert">
            {general.join(' ')}
          </Alert>
        )}
        <MoneyInput {...money('baseFare')} required data-autofocus />
        <MoneyInput {...money('perKm')} required description={t('distancePricing.perKmHint')} />
        <MoneyInput {...money('minimumFare')} />
        <Switch
          label={t('distancePricing.tariffActive')}
          checked={values.active}
          onChange={(event) => {
            const active = event.currentTarget.checked;
            setValues((current) => ({ ...current, active }));
          }}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
