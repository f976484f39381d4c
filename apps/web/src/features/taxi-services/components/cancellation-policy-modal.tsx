import { ActionIcon, Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { CancellationTier } from '@masar/contract/cancellation-policy';
import { CANCELLATION_TIERS_MAX } from '@masar/contract/cancellation-policy';
import { toAsciiDigits } from '@masar/contract/digits';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiRequestError } from '../../../shared/api/client';
import { localizeServerMessage } from '../../../shared/api/server-message';
import { useTranslation } from '../../../shared/i18n/translation';
import { toast } from '../../../shared/ui/toast';
import { cancellationTermsText } from '../../bookings-core/booking/cancellation-terms';
import { useSaveCancellationPolicy } from '../api/taxi-services';

type Row = { hoursBefore: string; feePercent: string };

const rowsOf = (tiers: CancellationTier[] | null): Row[] =>
  tiers?.length
    ? tiers.map((tier) => ({ hoursBefore: String(tier.hoursBefore), feePercent: String(tier.feePercent) }))
    : [{ hoursBefore: '0', feePercent: '0' }];

/** The rows as numbers when every one is a whole number (Arabic-Indic digits too), for the preview. */
function tiersOf(rows: Row[]): CancellationTier[] | null {
  const tiers = rows.map((row) => ({
    hoursBefore: Number(toAsciiDigits(row.hoursBefore).trim()),
    feePercent: Number(toAsciiDigits(row.feePercent).trim()),
  }));
  const whole = (value: number) => Number.isInteger(value) && value >= 0;
  return tiers.every((tier) => whole(tier.hoursBefore) && whole(tier.feePercent)) ? tiers : null;
}

/**
 * The cancellation tiers (decision 0016) of the whole catalogue (`taxiServiceId` null) or of one route price,
 * which then replace the global ones for that route. Each tier: "cancelling at least N hours before pickup
 * costs P %". The server checks the rules and answers one message per problem, shown here as they come.
 */
export function CancellationPolicyModal({
  taxiServiceId,
  routeLabel,
  tiers,
  readOnly = false,
  onClose,
}: {
  taxiServiceId: string | null;
  /** The route's name, for a route's own policy. */
  routeLabel?: string;
  tiers: CancellationTier[] | null;
  /** A read-only admin reads the tiers: no changes, only Close. */
  readOnly?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('catalogue');
  const { t: tb } = useTranslation('bookings');
  const [rows, setRows] = useState<Row[]>(() => rowsOf(tiers));
  const [problems, setProblems] = useState<string[]>([]);
  const save = useSaveCancellationPolicy();
  const preview = tiersOf(rows);

  const change = (index: number, field: keyof Row, value: string) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, [field]: value } : row)));

  async function submit(body: { tiers: Row[] | null }) {
    setProblems([]);
    try {
      await save.mutateAsync({
        taxiServiceId,
        body: {
          tiers:
            body.tiers?.map((row) => ({
              hoursBefore: toAsciiDigits(row.hoursBefore).trim(),
              feePercent: toAsciiDigits(row.feePercent).trim(),
            })) ?? null,
        },
      });
      toast.success(t('cancellation.saved'));
      onClose();
    } catch (error) {
      setProblems(
        error instanceof ApiRequestError
          ? error.messages.map(localizeServerMessage)
          : [t('cancellation.failed')],
      );
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      size="lg"
      // Above the page's area map: Leaflet's panes and controls stack up to z-index 1000.
      zIndex={1100}
      title={
        taxiServiceId ? t('cancellation.routeTitle', { route: routeLabel ?? '' }) : t('cancellation.title')
      }
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {taxiServiceId
            ? t('cancellation.routeHint')
            : t(readOnly ? 'cancellation.readOnlyHint' : 'cancellation.hint')}
        </Text>
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: tiers are edited in place, by position
          <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t('cancellation.hoursBefore')}
              value={row.hoursBefore}
              onChange={(event) => change(index, 'hoursBefore', event.currentTarget.value)}
              readOnly={readOnly}
              inputMode="numeric"
              style={{ flex: 1 }}
              data-testid={`tier-hours-${index}`}
            />
            <TextInput
              label={t('cancellation.feePercent')}
              value={row.feePercent}
              onChange={(event) => change(index, 'feePercent', event.currentTarget.value)}
              readOnly={readOnly}
              inputMode="numeric"
              style={{ flex: 1 }}
              data-testid={`tier-percent-${index}`}
            />
            {!readOnly && (
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('cancellation.removeTier', { number: index + 1 })}
                disabled={rows.length === 1}
                onClick={() => setRows((current) => current.filter((_, at) => at !== index))}
              >
                <IconTrash size={16} aria-hidden="true" />
              </ActionIcon>
            )}
          </Group>
        ))}
        {!readOnly && (
          <Group>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPlus size={14} aria-hidden="true" />}
              disabled={rows.length >= CANCELLATION_TIERS_MAX}
              onClick={() => setRows((current) => [...current, { hoursBefore: '', feePercent: '' }])}
            >
              {t('cancellation.addTier')}
            </Button>
          </Group>
        )}
        {preview && (
          <Text size="sm" aria-live="polite">
            {t(readOnly ? 'cancellation.currentTerms' : 'cancellation.preview', {
              terms: cancellationTermsText(preview, tb),
            })}
          </Text>
        )}
        {problems.length > 0 && (
          <Alert color="red" variant="light" role="alert">
            <Stack gap={2}>
              {problems.map((problem) => (
                <Text key={problem} size="sm">
                  {problem}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
        {readOnly ? (
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.close')}
            </Button>
          </Group>
        ) : (
          <Group justify="space-between" gap="sm">
            <Button
              variant="subtle"
              color="gray"
              onClick={() => submit({ tiers: null })}
              disabled={save.isPending}
            >
              {taxiServiceId ? t('cancellation.useGlobal') : t('cancellation.none')}
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button onClick={() => submit({ tiers: rows })} loading={save.isPending}>
                {t('common.save')}
              </Button>
            </Group>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
