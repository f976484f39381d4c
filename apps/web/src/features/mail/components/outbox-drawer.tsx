import {
  Alert,
  Box,
  Button,
  Code,
  Drawer,
  Group,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  useMatches,
} from '@mantine/core';
import type { OutboxMessageDetail } from '@masar/contract/mail';
import { IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '../../../shared/format/date';
import { directionOf } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/translation';
import { Detail } from '../../../shared/ui/detail';
import { toast } from '../../../shared/ui/toast';
import { mailSettingsQueryOptions, outboxMessageQueryOptions, useResendMessage } from '../api/mail';
import { MailStatusBadge } from './mail-status-badge';

/** "Send again?" then POST /mail/outbox/:id/resend; Cancel has the focus first. */
function ResendButton({ message }: { message: OutboxMessageDetail }) {
  const { t } = useTranslation('mail');
  const resend = useResendMessage();
  const settings = useQuery(mailSettingsQueryOptions());
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconSend size={16} aria-hidden="true" className="mirror-in-rtl" />}
        onClick={() => setAsking(true)}
        disabled={message.status === 'Pending'}
      >
        {t('drawer.resend')}
      </Button>
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('drawer.resendTitle')} centered>
        <Text mb={4}>{t('drawer.resendText')}</Text>
        <Text mb="lg" fw={600} dir="ltr" ta="start" style={{ overflowWrap: 'anywhere' }}>
          {message.recipient}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setAsking(false)} data-autofocus>
            {t('drawer.cancel')}
          </Button>
          <Button
            loading={resend.isPending}
            onClick={() =>
              resend.mutate(message.id, {
                onSuccess: () => {
                  setAsking(false);
                  toast.success(t(settings.data?.mode === 'keep' ? 'drawer.resentKept' : 'drawer.resent'));
                },
              })
            }
          >
            {t('drawer.resendConfirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}

/** The message as its recipient sees it: the HTML in a sandboxed frame (no script, no same origin), then the text. */
function MessageBody({ message }: { message: OutboxMessageDetail }) {
  const { t } = useTranslation('mail');
  const dir = directionOf(message.language);
  return (
    <Stack gap="lg">
      <section>
        <Title order={3} fz="md" mb="xs">
          {t('drawer.rendered')}
        </Title>
        <Box
          component="iframe"
          sandbox=""
          srcDoc={message.html}
          title={t('drawer.frameTitle', { subject: message.subject })}
          dir={dir}
          lang={message.language}
          data-testid="outbox-message-html"
          w="100%"
          h={420}
          bd="1px solid var(--mantine-color-gray-3)"
          style={{ borderRadius: 'var(--mantine-radius-md)', background: 'white', display: 'block' }}
        />
      </section>
      <section>
        <Title order={3} fz="md" mb="xs">
          {t('drawer.plainText')}
        </Title>
        <Code
          block
          dir={dir}
          lang={message.language}
          data-testid="outbox-message-text"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', textAlign: 'start' }}
        >
          {message.text}
        </Code>
      </section>
    </Stack>
  );
}

/** One message of the outbox in a drawer at the inline end: who, when, how it went, what it says. */
export function OutboxDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('mail');
  const message = useQuery({ ...outboxMessageQueryOptions(id ?? ''), enabled: Boolean(id) });
  const size = useMatches({ base: '100%', sm: 'xl' });
  const data = message.data;
  const when = (iso: string | null) => (iso ? formatDate(iso, i18n.language, true) : null);

  return (
    <Drawer
      opened={Boolean(id)}
      onClose={onClose}
      position={i18n.dir() === 'rtl' ? 'left' : 'right'}
      size={size}
      title={
        <Text component="span" fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
          {data?.subject ?? t('drawer.title')}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('drawer.close') }}
    >
      {message.isPending && id ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton h={80} />
          <Skeleton h={300} />
        </Stack>
      ) : !data ? (
        <Text role="status">{t('drawer.notFound')}</Text>
      ) : (
        <Stack gap="lg" data-testid="outbox-drawer">
          <Group justify="space-between" gap="sm">
            <MailStatusBadge status={data.status} />
            <ResendButton message={data} />
          </Group>
          <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm" m={0}>
            <Detail label={t('drawer.recipient')} ltr>
              {data.recipient}
            </Detail>
            <Detail label={t('drawer.kind')}>{t(`kinds.${data.kind}`)}</Detail>
            <Detail label={t('drawer.language')}>{t(`languages.${data.language}`)}</Detail>
            <Detail label={t('drawer.attempts')}>{String(data.attempts)}</Detail>
            <Detail label={t('drawer.createdAt')}>{when(data.createdAt)}</Detail>
            <Detail label={t('drawer.sentAt')}>{when(data.sentAt)}</Detail>
            {data.nextAttemptAt && (
              <Detail label={t('drawer.nextAttemptAt')}>{when(data.nextAttemptAt)}</Detail>
            )}
            {data.attachment && (
              <Detail label={t('drawer.attachment')} ltr>
                {data.attachment.filename}
              </Detail>
            )}
          </SimpleGrid>
          {data.lastError && (
            <Alert color="red" variant="light" title={t('drawer.lastError')}>
              <Text size="sm" dir="ltr" style={{ overflowWrap: 'anywhere', textAlign: 'start' }}>
                {data.lastError}
              </Text>
            </Alert>
          )}
          <MessageBody message={data} />
        </Stack>
      )}
    </Drawer>
  );
}
