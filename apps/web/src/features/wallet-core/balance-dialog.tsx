import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import type { Agent } from '@masar/contract/auth';
import { BALANCE_TOO_LOW, balanceOperations, updateBalanceBody } from '@masar/contract/transactions';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { ApiRequestError } from '../../shared/api/client';
import { localizeServerMessage } from '../../shared/api/server-message';
import { isolate } from '../../shared/format/bidi';
import { tooLongMessage } from '../../shared/forms/field-errors';
import { FormErrorAlert } from '../../shared/forms/form-error-alert';
import { useTranslation } from '../../shared/i18n/translation';
import { checkAmount, formatMoney } from '../../shared/money/money';
import { MoneyInput } from '../../shared/money/money-input';
import { toast } from '../../shared/ui/toast';
import { useUpdateBalance } from '../transactions/api/transactions';

type Operation = (typeof balanceOperations)[number];
type Errors = Partial<Record<'amount' | 'note', string>>;

/**
 * "Change balance": add (top-up) or subtract (withdrawal) an amount with a required note, previewing the
 * resulting balance, then a confirmation that states it. The server has the last word: a withdrawal that
 * would take the balance below zero comes back as 400 and is shown on the amount.
 */
export function BalanceDialog({
  agent,
  opened,
  onClose,
}: {
  /** The agent's page passes the whole agent, the balances list its row. */
  agent: Pick<Agent, 'id' | 'name' | 'balance'>;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['payments', 'common']);
  const { t: tAuth } = useTranslation('auth');
  const money = (halalas: number) => formatMoney(halalas, i18n.language);
  const update = useUpdateBalance(agent.id);
  const ids = useId();
  const [operation, setOperation] = useState<Operation>('ADD');
  const [amountText, setAmountText] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);

  const checked = checkAmount(amountText);
  const amount = checked.halalas ?? null;
  const next = amount === null ? null : agent.balance + (operation === 'ADD' ? amount : -amount);
  const tooLow = t('dialog.errors.tooLow', { balance: money(Math.max(agent.balance, 0)) });
  const withdrawsTooMuch = operation === 'SUBTRACT' && next !== null && next < 0;

  function close() {
    setOperation('ADD');
    setAmountText('');
    setNote('');
    setErrors({});
    setFailure([]);
    setConfirming(false);
    onClose();
  }

  /** Checks the form with the contract's schema, and the zero floor the server will check again. */
  function review() {
    const parsed = updateBalanceBody.safeParse({ operation, amount: amount ?? Number.NaN, note });
    const found: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'amount') found.amount = checked.error ?? t('dialog.errors.amount');
        if (field === 'note') found.note = tooLongMessage([issue], tAuth) ?? t('dialog.errors.note');
      }
    }
    // A withdrawal never uses the credit (decision 0011); a top-up of an agent in debt may leave it below zero.
    if (!found.amount && operation === 'SUBTRACT' && next !== null && next < 0) found.amount = tooLow;
    setErrors(found);
    if (Object.keys(found).length === 0) setConfirming(true);
  }

  async function confirm() {
    if (amount === null) return;
    setFailure([]);
    try {
      const entry = await update.mutateAsync({ operation, amount, note: note.trim() });
      toast.success(t('dialog.done', { name: isolate(agent.name), balance: money(entry.balanceAfter) }));
      close();
    } catch (error) {
      setConfirming(false);
      if (!(error instanceof ApiRequestError)) return setFailure([t('common:errors.unexpected')]);
      // The balance moved since the page loaded (a booking, another admin): say so on the amount.
      if (error.messages.some((message) => message.includes(BALANCE_TOO_LOW)))
        return setErrors({ amount: tooLow });
      setFailure(error.messages.map(localizeServerMessage));
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={confirming ? t('dialog.confirmTitle') : t('dialog.title', { name: agent.name })}
      centered
    >
      {confirming && amount !== null && next !== null ? (
        <Stack gap="md">
          <Text>
            {t(operation === 'ADD' ? 'dialog.confirmAdd' : 'dialog.confirmSubtract', {
              amount: money(amount),
              name: isolate(agent.name),
            })}
          </Text>
          <Text fw={700} data-testid="balance-resulting">
            {t('dialog.resulting', { balance: money(next) })}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('dialog.note')}: {note.trim()}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              {t('dialog.back')}
            </Button>
            <Button onClick={() => void confirm()} loading={update.isPending}>
              {t('dialog.confirm')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            review();
          }}
        >
          <Stack gap="md">
            <FormErrorAlert messages={failure} />
            <Stack gap={4}>
              <Text size="sm" fw={500} id={`${ids}-operation`}>
                {t('dialog.operation')}
              </Text>
              <SegmentedControl
                aria-labelledby={`${ids}-operation`}
                value={operation}
                onChange={(value) => setOperation(value as Operation)}
                data={balanceOperations.map((value) => ({ value, label: t(`dialog.${value}`) }))}
                fullWidth
              />
            </Stack>
            <MoneyInput
              label={t('dialog.amount')}
              description={t('dialog.amountHint')}
              value={amountText}
              onChange={(event) => setAmountText(event.currentTarget.value)}
              error={errors.amount}
              required
              data-autofocus
            />
            <Textarea
              label={t('dialog.note')}
              description={t('dialog.noteHint')}
              placeholder={t('dialog.notePlaceholder')}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              error={errors.note}
              required
              autosize
              minRows={2}
            />
            <Alert
              variant="light"
              color={withdrawsTooMuch ? 'red' : 'masar'}
              icon={withdrawsTooMuch ? <IconAlertTriangle size={18} aria-hidden="true" /> : undefined}
              title={t('dialog.previewLabel')}
              aria-live="polite"
            >
              <Text fw={600} data-testid="balance-preview">
                {t('dialog.preview', { current: money(agent.balance), next: money(next ?? agent.balance) })}
              </Text>
            </Alert>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('dialog.cancel')}
              </Button>
              <Button type="submit">{t('dialog.review')}</Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
