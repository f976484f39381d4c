import { Button, Group, Paper, SimpleGrid, Stack, Switch, Textarea, TextInput, Title } from '@mantine/core';
import { type SellerSettings, updateSellerSettingsBody } from '@masar/contract/invoices';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { RequirePermission } from '../../../shared/auth/require-permission';
import { type FieldErrors, fieldErrorsOf } from '../../../shared/forms/field-errors';
import { FormErrorAlert } from '../../../shared/forms/form-error-alert';
import { serverFormErrors } from '../../../shared/forms/server-messages';
import { asciiDigitsOnInput } from '../../../shared/forms/typed-digits';
import { useTranslation } from '../../../shared/i18n/translation';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryError } from '../../../shared/ui/query-error';
import { usePageTitle } from '../../../shared/ui/route-handle';
import { toast } from '../../../shared/ui/toast';
import { sellerSettingsQueryOptions, useUpdateSellerSettings } from '../api/invoices';
import { vatNumberProblem } from '../api/vat-number';

const textFields = [
  'legalNameAr',
  'legalNameEn',
  'vatNumber',
  'crNumber',
  'addressAr',
  'addressEn',
  'vatRate',
] as const;
const fields = [...textFields, 'vatRateBasisPoints', 'pricesIncludeVat'] as const;
type Field = (typeof fields)[number];
type Values = Record<(typeof textFields)[number], string> & { pricesIncludeVat: boolean };

const valuesOf = (settings: SellerSettings): Values => ({
  legalNameAr: settings.legalNameAr,
  legalNameEn: settings.legalNameEn,
  vatNumber: settings.vatNumber,
  crNumber: settings.crNumber,
  addressAr: settings.addressAr,
  addressEn: settings.addressEn,
  vatRate: String(settings.vatRateBasisPoints / 100),
  pricesIncludeVat: settings.pricesIncludeVat,
});

/** '15' or '١٥٫٥' (percent, up to two decimals) → basis points; NaN when it is not such a number. */
function basisPointsOf(percent: string): number {
  const text = percent
    .trim()
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace('٫', '.');
  return /^\d{1,3}(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : Number.NaN;
}

function SellerForm({ settings }: { settings: SellerSettings }) {
  const { t } = useTranslation('invoices');
  const { t: tAuth } = useTranslation('auth');
  const id = useId();
  const save = useUpdateSellerSettings();
  const [values, setValues] = useState(() => valuesOf(settings));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [general, setGeneral] = useState<string[]>([]);

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({
      ...current,
      [field]: undefined,
      ...(field === 'vatRate' && { vatRateBasisPoints: undefined }),
    }));
  };
  const show = (found: FieldErrors<Field>) => {
    // The rate is typed in percent: a problem with the basis points shows under that field.
    const shown = { ...found, vatRate: found.vatRate ?? found.vatRateBasisPoints };
    setErrors(shown);
    const first = textFields.find((field) => shown[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setGeneral([]);
    const { vatRate, ...rest } = values;
    const body = { ...rest, vatRateBasisPoints: basisPointsOf(vatRate) };
    const parsed = updateSellerSettingsBody.safeParse(body);
    if (!parsed.success) {
      const found = fieldErrorsOf<Field>(parsed.error.issues, tAuth, values);
      return show({ ...found, vatNumber: vatNumberProblem(parsed.error.issues) ?? found.vatNumber });
    }
    try {
      const saved = await save.mutateAsync(parsed.data);
      setValues(valuesOf(saved));
      setErrors({});
      toast.success(t('seller.saved'));
    } catch (error) {
      const split = serverFormErrors(error, fields);
      setGeneral(split.general);
      show(split.byField);
    }
  }

  const input = (field: (typeof textFields)[number]) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(field, event.currentTarget.value),
  });
  const section = {
    withBorder: true,
    radius: 'md',
    p: { base: 'md', sm: 'lg' },
    component: 'section',
  } as const;

  return (
    <form onSubmit={submit} noValidate aria-busy={save.isPending}>
      <Stack gap="lg">
        <FormErrorAlert messages={general} />
        <Paper {...section} aria-labelledby={`${id}-names`}>
          <Title order={2} fz="h4" mb="md" id={`${id}-names`}>
            {t('seller.names')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput {...input('legalNameAr')} label={t('seller.legalNameAr')} required dir="rtl" />
            <TextInput {...input('legalNameEn')} label={t('seller.legalNameEn')} required dir="ltr" />
          </SimpleGrid>
        </Paper>
        <Paper {...section} aria-labelledby={`${id}-registration`}>
          <Title order={2} fz="h4" mb="md" id={`${id}-registration`}>
            {t('seller.registration')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              {...input('vatNumber')}
              label={t('seller.vatNumber')}
              description={t('seller.vatNumberHint')}
              required
              inputMode="numeric"
              onInput={asciiDigitsOnInput}
              dir="ltr"
            />
            <TextInput
              {...input('crNumber')}
              label={t('seller.crNumber')}
              description={t('seller.crNumberHint')}
              required
              inputMode="numeric"
              onInput={asciiDigitsOnInput}
              dir="ltr"
            />
          </SimpleGrid>
        </Paper>
        <Paper {...section} aria-labelledby={`${id}-address`}>
          <Title order={2} fz="h4" mb="md" id={`${id}-address`}>
            {t('seller.address')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Textarea
              {...input('addressAr')}
              label={t('seller.addressAr')}
              required
              autosize
              minRows={2}
              dir="rtl"
            />
            <Textarea
              {...input('addressEn')}
              label={t('seller.addressEn')}
              required
              autosize
              minRows={2}
              dir="ltr"
            />
          </SimpleGrid>
        </Paper>
        <Paper {...section} aria-labelledby={`${id}-vat`}>
          <Title order={2} fz="h4" mb="md" id={`${id}-vat`}>
            {t('seller.vat')}
          </Title>
          <Stack gap="md">
            <TextInput
              {...input('vatRate')}
              label={t('seller.vatRate')}
              required
              inputMode="decimal"
              onInput={asciiDigitsOnInput}
              dir="ltr"
              w={{ base: '100%', xs: 200 }}
            />
            <Switch
              id={`${id}-pricesIncludeVat`}
              label={t('seller.pricesIncludeVat')}
              description={t('seller.pricesIncludeVatHint')}
              checked={values.pricesIncludeVat}
              onChange={(event) => set('pricesIncludeVat', event.currentTarget.checked)}
              error={errors.pricesIncludeVat}
            />
          </Stack>
        </Paper>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('seller.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Seller() {
  const { t } = useTranslation('invoices');
  const title = usePageTitle();
  const settings = useQuery(sellerSettingsQueryOptions());
  return (
    <>
      <PageHeader title={title} description={t('seller.intro')} />
      {settings.isError && <QueryError onRetry={() => void settings.refetch()} />}
      {settings.data && <SellerForm settings={settings.data} />}
    </>
  );
}

/** /admin-panel/invoices/seller: the seller on every invoice (EditAdmins). */
export function SellerSettingsPage() {
  return (
    <RequirePermission permission="EditAdmins">
      <Seller />
    </RequirePermission>
  );
}
