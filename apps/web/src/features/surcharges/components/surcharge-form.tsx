import {
  Alert,
  Button,
  Checkbox,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { carTypes } from '@masar/contract/cars';
import {
  type SaveSurchargeBody,
  SURCHARGE_FIXED_MAX,
  SURCHARGE_PRIORITY_MAX,
  type Surcharge,
  type SurchargeKind,
  saveSurchargeBody,
  weekdays,
} from '@masar/contract/surcharges';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { localizeServerMessage } from '../../../shared/api/server-message';
import { basisPointsToPercent, checkPercent } from '../../../shared/format/percent';
import { BilingualNameFields } from '../../../shared/forms/bilingual-name-fields';
import { type FieldErrors, fieldErrorsOf } from '../../../shared/forms/field-errors';
import { serverFormErrors } from '../../../shared/forms/server-messages';
import { asciiDigitsOnInput } from '../../../shared/forms/typed-digits';
import { WholeNumberInput } from '../../../shared/forms/whole-number-input';
import { useTranslation } from '../../../shared/i18n/translation';
import { checkAmount, halalasToSar } from '../../../shared/money/money';
import { MoneyInput } from '../../../shared/money/money-input';
import { allAreasQueryOptions } from '../../areas/api/areas';
import { useSaveSurcharge } from '../api/surcharges';

const fields = [
  'nameAr',
  'nameEn',
  'kind',
  'value',
  'fromTime',
  'toTime',
  'days',
  'fromDate',
  'toDate',
  'areaId',
  'carType',
  'priority',
  'active',
] as const;
type Field = (typeof fields)[number];

interface Values {
  nameAr: string;
  nameEn: string;
  kind: SurchargeKind;
  /** A percentage ('20', '12.5') or an amount in SAR, as typed. */
  value: string;
  fromTime: string;
  toTime: string;
  days: string[];
  fromDate: string;
  toDate: string;
  areaId: string | null;
  carType: string | null;
  priority: number | null;
  active: boolean;
}

function initialValues(rule: Surcharge | null): Values {
  return {
    nameAr: rule?.nameAr ?? '',
    nameEn: rule?.nameEn ?? '',
    kind: rule?.kind ?? 'Percent',
    value: !rule ? '' : rule.kind === 'Percent' ? basisPointsToPercent(rule.value) : halalasToSar(rule.value),
    fromTime: rule?.fromTime ?? '',
    toTime: rule?.toTime ?? '',
    days: (rule?.days ?? []).map(String),
    fromDate: rule?.fromDate ?? '',
    toDate: rule?.toDate ?? '',
    areaId: rule?.area?.id ?? null,
    carType: rule?.carType ?? null,
    priority: rule?.priority ?? 0,
    active: rule?.active ?? true,
  };
}

/** Create or edit one surcharge rule (in a modal): a percentage (up to 2 decimals) or an amount in SAR. */
export function SurchargeForm({ rule, onDone }: { rule: Surcharge | null; onDone: () => void }) {
  const { t, i18n } = useTranslation(['catalogue', 'common']);
  const { t: tAuth } = useTranslation('auth');
  const ar = i18n.language === 'ar';
  const save = useSaveSurcharge();
  const areas = useQuery(allAreasQueryOptions());
  const [values, setValues] = useState<Values>(() => initialValues(rule));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [general, setGeneral] = useState<string[]>([]);

  function change<K extends keyof Values>(field: K, value: Values[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed =
      values.kind === 'Percent'
        ? (() => {
            const checked = checkPercent(values.value);
            return { value: checked.basisPoints, error: checked.error };
          })()
        : (() => {
            const checked = checkAmount(values.value, { min: 1, max: SURCHARGE_FIXED_MAX });
            return { value: checked.halalas, error: checked.error };
          })();
    const candidate: SaveSurchargeBody = {
      nameAr: values.nameAr,
      nameEn: values.nameEn,
      kind: values.kind,
      value: typed.value ?? 1,
      fromTime: values.fromTime || null,
      toTime: values.toTime || null,
      days: values.days.map(Number),
      fromDate: values.fromDate || null,
      toDate: values.toDate || null,
      areaId: values.areaId,
      carType: (values.carType as SaveSurchargeBody['carType']) ?? null,
      priority: values.priority ?? Number.NaN,
      active: values.active,
    };
    const parsed = saveSurchargeBody.safeParse(candidate);
    const found: FieldErrors<Field> = {};
    if (!parsed.success) {
      const shaped = fieldErrorsOf<Field>(
        parsed.error.issues.filter((issue) => issue.code !== 'custom'),
        tAuth,
        { ...values, value: typed.value },
      );
      Object.assign(found, shaped);
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as Field;
        if (issue.code === 'custom' && !found[field]) found[field] = localizeServerMessage(issue.message);
      }
    }
    if (typed.error) found.value = typed.error;
    if (Object.values(found).some(Boolean) || !parsed.success) {
      setErrors(found);
      return;
    }
    setGeneral([]);
    save.mutate(
      { id: rule?.id, body: candidate },
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

  const areaOptions = (areas.data ?? []).map((area) => ({
    value: area.id,
    label: ar ? area.nameAr : area.nameEn,
  }));

  return (
    <form onSubmit={submit} noValidate aria-busy={save.isPending}>
      <Stack gap="sm">
        {general.length > 0 && (
          <Alert color="red" title={t('common.formError')} role="alert">
            {general.map((message) => (
              <div key={message}>{message}</div>
            ))}
          </Alert>
        )}
        <Group grow align="flex-start">
          <BilingualNameFields value={values} onChange={change} errors={errors} autoFocus />
        </Group>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="surcharge-kind">
            {t('surcharges.kind')}
          </Text>
          <SegmentedControl
            aria-labelledby="surcharge-kind"
            value={values.kind}
            onChange={(kind) => change('kind', kind as SurchargeKind)}
            data={[
              { value: 'Percent', label: t('surcharges.kinds.Percent') },
              { value: 'Fixed', label: t('surcharges.kinds.Fixed') },
            ]}
          />
        </Stack>
        {values.kind === 'Percent' ? (
          <TextInput
            label={t('surcharges.percent')}
            description={t('surcharges.percentHint')}
            required
            inputMode="decimal"
            autoComplete="off"
            rightSection={<span aria-hidden="true">%</span>}
            value={values.value}
            onInput={asciiDigitsOnInput}
            onChange={(event) => change('value', event.currentTarget.value)}
            error={errors.value}
          />
        ) : (
          <MoneyInput
            label={t('surcharges.amount')}
            description={t('common.priceHint')}
            required
            value={values.value}
            onChange={(event) => change('value', event.currentTarget.value)}
            error={errors.value}
          />
        )}
        <Group grow align="flex-start">
          <TextInput
            label={t('surcharges.fromTime')}
            placeholder="22:00"
            inputMode="numeric"
            dir="ltr"
            value={values.fromTime}
            onInput={asciiDigitsOnInput}
            onChange={(event) => change('fromTime', event.currentTarget.value)}
            error={errors.fromTime}
          />
          <TextInput
            label={t('surcharges.toTime')}
            placeholder="05:00"
            inputMode="numeric"
            dir="ltr"
            value={values.toTime}
            onInput={asciiDigitsOnInput}
            onChange={(event) => change('toTime', event.currentTarget.value)}
            error={errors.toTime}
          />
        </Group>
        <Text size="xs" c="dimmed">
          {t('surcharges.windowHint')}
        </Text>
        <Checkbox.Group
          label={t('surcharges.days')}
          description={t('surcharges.daysHint')}
          value={values.days}
          onChange={(days) => change('days', days)}
          error={errors.days}
        >
          <Group gap="sm" mt={4}>
            {weekdays.map((day) => (
              <Checkbox key={day} value={String(day)} label={t(`surcharges.weekdays.${day}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group grow align="flex-start">
          <TextInput
            label={t('surcharges.fromDate')}
            placeholder="2027-05-10"
            inputMode="numeric"
            dir="ltr"
            value={values.fromDate}
            onInput={asciiDigitsOnInput}
            onChange={(event) => change('fromDate', event.currentTarget.value)}
            error={errors.fromDate}
          />
          <TextInput
            label={t('surcharges.toDate')}
            placeholder="2027-05-20"
            inputMode="numeric"
            dir="ltr"
            value={values.toDate}
            onInput={asciiDigitsOnInput}
            onChange={(event) => change('toDate', event.currentTarget.value)}
            error={errors.toDate}
          />
        </Group>
        <Group grow align="flex-start">
          <Select
            label={t('surcharges.area')}
            placeholder={t('surcharges.anyArea')}
            data={areaOptions}
            value={values.areaId}
            onChange={(areaId) => change('areaId', areaId)}
            clearable
            searchable
            error={errors.areaId}
          />
          <Select
            label={t('surcharges.carType')}
            placeholder={t('surcharges.anyCar')}
            data={carTypes.map((type) => ({ value: type, label: t(`common:carTypes.${type}`) }))}
            value={values.carType}
            onChange={(carType) => change('carType', carType)}
            clearable
            error={errors.carType}
          />
        </Group>
        <WholeNumberInput
          label={t('surcharges.priority')}
          description={t('surcharges.priorityHint')}
          required
          min={0}
          max={SURCHARGE_PRIORITY_MAX}
          emptyValue={null}
          value={values.priority}
          onChange={(value) => change('priority', value)}
          error={errors.priority}
        />
        <Switch
          label={t('common.active')}
          checked={values.active}
          onChange={(event) => change('active', event.currentTarget.checked)}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
