import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import { type Car, type CarType, carTypes, createCarBody } from '@masar/contract/cars';
import { CAR_BAGS_MAX, CAR_PASSENGERS_MAX } from '@masar/contract/constants';
import { type FormEvent, useState } from 'react';
import { BilingualNameFields } from '../../../shared/forms/bilingual-name-fields';
import { type FieldErrors, fieldErrorsOf } from '../../../shared/forms/field-errors';
import { serverFormErrors } from '../../../shared/forms/server-messages';
import { WholeNumberInput } from '../../../shared/forms/whole-number-input';
import { useTranslation } from '../../../shared/i18n/translation';
import { useSaveCar } from '../api/cars';
import { carFormData, type ImageItem } from './car-images';
import { CarImagesField } from './car-images-field';

const fields = ['nameAr', 'nameEn', 'type', 'passengers', 'bags', 'active', 'images'] as const;
type Field = (typeof fields)[number];

interface Values {
  nameAr: string;
  nameEn: string;
  type: CarType | null;
  passengers: number | null;
  bags: number | null;
  active: boolean;
}

/** Define or edit a car: validated with `createCarBody`, sent as multipart with its pictures. */
export function CarForm({ car, onSaved }: { car: Car | null; onSaved: (car: Car) => void }) {
  const { t } = useTranslation(['catalogue', 'common']);
  const { t: tAuth } = useTranslation('auth');
  const save = useSaveCar();
  const [values, setValues] = useState<Values>({
    nameAr: car?.nameAr ?? '',
    nameEn: car?.nameEn ?? '',
    type: car?.type ?? null,
    passengers: car?.passengers ?? 4,
    bags: car?.bags ?? 2,
    active: car?.active ?? true,
  });
  const [images, setImages] = useState<ImageItem[]>(
    () => car?.images.map((image) => ({ kind: 'stored', key: image.id, image })) ?? [],
  );
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [general, setGeneral] = useState<string[]>([]);

  function change<K extends keyof Values>(field: K, value: Values[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const candidate = {
      ...values,
      type: values.type ?? undefined,
      passengers: values.passengers ?? undefined,
      bags: values.bags ?? undefined,
    };
    const parsed = createCarBody.safeParse(candidate);
    if (!parsed.success) {
      setErrors(fieldErrorsOf<Field>(parsed.error.issues, tAuth, candidate));
      return;
    }
    setGeneral([]);
    const form = carFormData(parsed.data, images, car ? car.images : null);
    save.mutate(
      { id: car?.id, form },
      {
        onSuccess: onSaved,
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
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          {general.length > 0 && (
            <Alert color="red" title={t('common.formError')} role="alert">
              {general.map((message) => (
                <div key={message}>{message}</div>
              ))}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <BilingualNameFields value={values} onChange={change} errors={errors} />
            <Select
              label={t('common.type')}
              required
              data={carTypes.map((type) => ({ value: type, label: t(`common:carTypes.${type}`) }))}
              value={values.type}
              onChange={(value) => change('type', value as CarType | null)}
              error={errors.type}
            />
            <Group grow align="flex-start">
              <WholeNumberInput
                label={t('cars.passengers')}
                required
                min={1}
                max={CAR_PASSENGERS_MAX}
                emptyValue={null}
                value={values.passengers}
                onChange={(value) => change('passengers', value)}
                error={errors.passengers}
              />
              <WholeNumberInput
                label={t('cars.bags')}
                required
                min={0}
                max={CAR_BAGS_MAX}
                emptyValue={null}
                value={values.bags}
                onChange={(value) => change('bags', value)}
                error={errors.bags}
              />
            </Group>
          </SimpleGrid>
          <Switch
            label={t('common.active')}
            checked={values.active}
            onChange={(event) => change('active', event.currentTarget.checked)}
          />
          <CarImagesField items={images} onChange={setImages} error={errors.images} />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}
