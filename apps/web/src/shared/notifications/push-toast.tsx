import { Anchor, Stack, Text } from '@mantine/core';
import type { PushMessage } from '@masar/contract/notifications';
import { IconAlertOctagon, IconCar } from '@tabler/icons-react';
import { i18n } from '../i18n/i18n';
import { toast } from '../ui/toast';

/** Spec §8: these toasts do not close on click and have no close button (they time out, or are swiped away). */
const stayOpen = { closeOnClick: false, closeButton: false } as const;

function ToastBody({
  title,
  body,
  link,
  onOpen,
}: {
  title: string;
  body?: string;
  link?: string;
  onOpen?: (link: string) => void;
}) {
  return (
    <Stack gap={2}>
      {/* Written by an admin in either language: each line takes the direction of its own text. */}
      <Text fw={700} size="sm" c="inherit" dir="auto">
        {title}
      </Text>
      {body && (
        <Text size="sm" c="inherit" dir="auto">
          {body}
        </Text>
      )}
      {link && onOpen && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          c="inherit"
          underline="always"
          onClick={() => onOpen(link)}
          style={{ alignSelf: 'flex-start' }}
        >
          {i18n.t('notifications:open')}
        </Anchor>
      )}
    </Stack>
  );
}

/**
 * Shows a push message by the rules of spec §8: data.error ⇒ a red "Error" toast with a stop icon; else a
 * title ⇒ a primary-coloured toast with the title, body and the message's icon (a taxi if none). One toast
 * per event id, so the copy that arrives by the event stream and by the service worker shows once.
 */
export function showPushToast(message: PushMessage, onOpen?: (link: string) => void): void {
  const toastId = message.data?.eventId;
  if (message.data?.error) {
    toast.error(<ToastBody title={i18n.t('notifications:errorTitle')} body={message.data.error} />, {
      ...stayOpen,
      toastId,
      icon: <IconAlertOctagon size={22} aria-hidden="true" />,
    });
    return;
  }
  const notification = message.notification;
  if (!notification?.title) return;
  toast(
    <ToastBody
      title={notification.title}
      body={notification.body}
      link={message.data?.link}
      onOpen={onOpen}
    />,
    {
      ...stayOpen,
      toastId,
      className: 'masar-primary-toast',
      icon: notification.icon ? (
        <img src={notification.icon} alt="" width={22} height={22} />
      ) : (
        <IconCar size={22} aria-hidden="true" />
      ),
    },
  );
}
