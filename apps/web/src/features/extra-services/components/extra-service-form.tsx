import { Alert, Button, Group, Stack, Switch, Textarea } from '@mantine/core';
import {
  createExtraServiceBody,
  EXTRA_MAX_QUANTITY,
  type ExtraService,
} from '@masar/contract/extra-services';
import { type FormEvent, useState } from 'react';
import { BilingualNameFields } from '../../../shared/forms/bilingual-name-fields';
import { type FieldErrors, fieldErrorsOf } from '../../../shared/forms/field-errors';
import { serverFormErrors } from '../../../shared/forms/server-messages';
import { WholeNumberInput } from '../../../shared/forms/whole-number-input';
import { useTranslation } from '../../../shared/i18n/translation';
import { checkAmount, halalasToSar } from '../../../shared/money/money';
import { MoneyInput } from '../../../shared/money/money-input';
import { useSaveExtraService } from '../api/extra-services';

const fields = [
  'nameAr',
  'nameEn',
  'descriptionAr',
  'descriptionEn',
  'price',
  'maxQuantity',
  'active',
] as const;
type Field = (typeof fields)[number];

interface Values {
  nameAr: string;
  nameEn: string;
  descriptionAr: string;
  descriptionEn: string;
  price: string;
  maxQuantity: number | null;
  active: boolean;
}

function initialValues(service: ExtraService | null): Values {
  return {
    nameAr: service?.nameAr ?? '',
    nameEn: service?.nameEn ?? '',
    descriptionAr: service?.descriptionAr ?? '',
    descriptionEn: service?.descriptionEn ?? '',
    price: service ? halalasToSar(service.price) : '',
    maxQuantity: service?.maxQuantity ?? 1,
    active: service?.active ?? true,
  };
}

/** Create or edit one extra service (in a modal). The price is typed in SAR and sent in halalas. */
export function ExtraServiceForm({ service, onDone }: { service: ExtraService | null; onDone: () => void }) {
  const { t } = useTranslation('catalogue');
  const { t: tAuth } = useTranslation('auth');
  const save = useSaveExtraService();
  const [values, setValues] = useState<Values>(() => initialValues(service));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [general, setGeneral] = useState<string[]>([]);

  function change<K extends keyof Values>(field: K, value: Values[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkAmount(values.price, { min: 0 });
    const price = checked.halalas ?? null;
    const candidate = {
      ...values,
      price: price ?? undefined,
      // Empty is refused ("required"), never saved as the default 1.
      maxQuantity: values.maxQuantity,
    };
    const parsed = createExtraServiceBody.safeParse(candidate);
    const found: FieldErrors<Field> = parsed.success
      ? {}
      : fieldErrorsOf<Field>(parsed.error.issues, tAuth, candidate);
    if (checked.error) found.price = checked.error;
    if (!parsed.success || price === null) {
      setErrors(found);
      return;
    }
    setGeneral([]);
    save.mutate(
      { id: service?.id, body: parsed.data },
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
        <Textarea
          label={t('extras.descriptionAr')}
          dir="rtl"
          autosize
          minRows={2}
          value={values.descriptionAr}
          onChange={(event) => change('descriptionAr', event.currentTarget.value)}
          error={errors.descriptionAr}
        />
        <Textarea
          label={t('extras.descriptionEn')}
          dir="ltr"
          autosize
          minRows={2}
          value={values.descriptionEn}
          onChange={(event) => change('descriptionEn', event.currentTarget.value)}
          error={errors.descriptionEn}
        />
        <Group grow align="flex-start">
          <MoneyInput
            label={t('extras.price')}
            description={t('common.priceHint')}
            required
            value={values.price}
            onChange={(event) => change('price', event.currentTarget.value)}
            error={errors.price}
          />
          <WholeNumberInput
            label={t('extras.maxQuantity')}
            required
            min={1}
            max={EXTRA_MAX_QUANTITY}
            emptyValue={null}
            value={values.maxQuantity}
            onChange={(value) => change('maxQuantity', value)}
            error={errors.maxQuantity}
          />
        </Group>
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
