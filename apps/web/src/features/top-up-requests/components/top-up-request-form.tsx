import { Button, Card, FileInput, Group, Stack, TextInput, Title } from '@mantine/core';
import { createTopUpRequestFields, RECEIPT_FIELD } from '@masar/contract/top-up-requests';
import { IconFileUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { tooLongMessage } from '../../../shared/forms/field-errors';
import { FormErrorAlert } from '../../../shared/forms/form-error-alert';
import { serverFormErrors } from '../../../shared/forms/server-messages';
import { useTranslation } from '../../../shared/i18n/translation';
import { checkAmount, formatMoney } from '../../../shared/money/money';
import { MoneyInput } from '../../../shared/money/money-input';
import { toast } from '../../../shared/ui/toast';
import { topUpSettingsQueryOptions, useCreateTopUpRequest } from '../api/top-up-requests';

const fields = ['amount', 'bankReference', RECEIPT_FIELD] as const;
type Errors = Partial<Record<(typeof fields)[number], string>>;

/** The agent's "Request a top-up" form: the amount transferred, the bank reference, an optional receipt. */
export function TopUpRequestForm() {
  const { t, i18n } = useTranslation('top-up-requests');
  const { t: tAuth } = useTranslation('auth');
  const settings = useQuery(topUpSettingsQueryOptions());
  const create = useCreateTopUpRequest();
  const [amountText, setAmountText] = useState('');
  const [reference, setReference] = useState('');
  const [receipt, setReceipt] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string[]>([]);
  const max = settings.data?.maxAmount;

  async function submit() {
    const checked = checkAmount(amountText, max ? { max } : {});
    const found: Errors = {};
    if (checked.error) found.amount = checked.error;
    const bankReference = createTopUpRequestFields.shape.bankReference.safeParse(reference);
    if (!bankReference.success) {
      found.bankReference = tooLongMessage(bankReference.error.issues, tAuth) ?? t('form.referenceError');
    }
    setErrors(found);
    setFailure([]);
    if (Object.keys(found).length > 0 || checked.halalas === undefined) return;
    const form = new FormData();
    form.append('amount', String(checked.halalas));
    form.append('bankReference', bankReference.data ?? '');
    if (receipt) form.append(RECEIPT_FIELD, receipt);
    try {
      await create.mutateAsync(form);
      toast.success(t('form.sent'));
      setAmountText('');
      setReference('');
      setReceipt(null);
    } catch (error) {
      const { byField, general } = serverFormErrors(error, fields);
      setErrors(byField);
      setFailure(general);
    }
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="top-up-form-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Title order={2} fz="h4" id="top-up-form-title">
            {t('form.title')}
          </Title>
          <FormErrorAlert messages={failure} />
          <Group grow align="flex-start" gap="md" wrap="wrap" preventGrowOverflow={false}>
            <MoneyInput
              label={t('form.amount')}
              description={max ? t('form.amountHint', { max: formatMoney(max, i18n.language) }) : undefined}
              value={amountText}
              onChange={(event) => setAmountText(event.currentTarget.value)}
              error={errors.amount}
              required
              miw={200}
            />
            <TextInput
              label={t('form.reference')}
              description={t('form.referenceHint')}
              value={reference}
              onChange={(event) => setReference(event.currentTarget.value)}
              error={errors.bankReference}
              required
              miw={200}
            />
          </Group>
          <FileInput
            label={t('form.receipt')}
            description={t('form.receiptHint')}
            placeholder={t('form.receiptPlaceholder')}
            accept="image/jpeg,image/png,image/webp,application/pdf"
            value={receipt}
            onChange={setReceipt}
            error={errors.receipt}
            clearable
            leftSection={<IconFileUpload size={18} aria-hidden="true" />}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              {t('form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
