import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import type { Agent } from '@masar/contract/auth';
import { updateCreditBody } from '@masar/contract/transactions';
import { useState } from 'react';
import { isolate } from '../../shared/format/bidi';
import { tooLongMessage } from '../../shared/forms/field-errors';
import { FormErrorAlert } from '../../shared/forms/form-error-alert';
import { serverFormErrors } from '../../shared/forms/server-messages';
import { useTranslation } from '../../shared/i18n/translation';
import { checkAmount, formatMoney, halalasToSar } from '../../shared/money/money';
import { MoneyInput } from '../../shared/money/money-input';
import { toast } from '../../shared/ui/toast';
import { useUpdateCredit } from '../transactions/api/transactions';

const fields = ['creditLimit', 'lowBalanceThreshold', 'note'] as const;
type Errors = Partial<Record<(typeof fields)[number], string>>;

/**
 * "Credit and alert" (decision 0011): the agent's credit limit (bookings may take the balance down to
 * −limit; 0 = none) and low-balance alert (empty = off), with the admin's required note. The server refuses
 * a limit below the agent's current debt, shown on the limit.
 */
export function CreditDialog({
  agent,
  opened,
  onClose,
}: {
  agent: Pick<Agent, 'id' | 'name' | 'balance' | 'creditLimit' | 'lowBalanceThreshold'>;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['payments', 'common']);
  const { t: tAuth } = useTranslation('auth');
  const update = useUpdateCredit(agent.id);
  const [limitText, setLimitText] = useState(halalasToSar(agent.creditLimit));
  const [thresholdText, setThresholdText] = useState(
    agent.lowBalanceThreshold === null ? '' : halalasToSar(agent.lowBalanceThreshold),
  );
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string[]>([]);

  function close() {
    setLimitText(halalasToSar(agent.creditLimit));
    setThresholdText(agent.lowBalanceThreshold === null ? '' : halalasToSar(agent.lowBalanceThreshold));
    setNote('');
    setErrors({});
    setFailure([]);
    onClose();
  }

  async function save() {
    const limit = checkAmount(limitText, { min: 0 });
    const threshold = thresholdText.trim() ? checkAmount(thresholdText, { min: 0 }) : null;
    const found: Errors = {};
    if (limit.error) found.creditLimit = limit.error;
    if (threshold?.error) found.lowBalanceThreshold = threshold.error;
    const noteIssues = updateCreditBody.shape.note.safeParse(note).error?.issues;
    if (noteIssues) found.note = tooLongMessage(noteIssues, tAuth) ?? t('dialog.errors.note');
    setErrors(found);
    setFailure([]);
    if (Object.keys(found).length > 0 || limit.halalas === undefined) return;
    try {
      const saved = await update.mutateAsync({
        creditLimit: limit.halalas,
        lowBalanceThreshold: threshold ? (threshold.halalas ?? null) : null,
        note: note.trim(),
      });
      toast.success(
        t('credit.done', {
          name: isolate(agent.name),
          available: formatMoney(saved.balance + saved.creditLimit, i18n.language),
        }),
      );
      setNote('');
      onClose();
    } catch (error) {
      const { byField, general } = serverFormErrors(error, fields);
      setErrors(byField);
      setFailure(general);
    }
  }

  return (
    <Modal opened={opened} onClose={close} title={t('credit.title', { name: agent.name })} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="md">
          <FormErrorAlert messages={failure} />
          <MoneyInput
            label={t('credit.limit')}
            description={t('credit.limitHint')}
            value={limitText}
            onChange={(event) => setLimitText(event.currentTarget.value)}
            error={errors.creditLimit}
            required
            data-autofocus
          />
          <MoneyInput
            label={t('credit.threshold')}
            description={t('credit.thresholdHint')}
            value={thresholdText}
            onChange={(event) => setThresholdText(event.currentTarget.value)}
            error={errors.lowBalanceThreshold}
          />
          <Textarea
            label={t('dialog.note')}
            description={t('credit.noteHint')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={errors.note}
            required
            autosize
            minRows={2}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('credit.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
