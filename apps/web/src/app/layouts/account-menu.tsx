import { Avatar, Button, Center, Loader, type MantineBreakpoint, Menu, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconKey } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../shared/i18n/translation';
import { PushMenuItem } from '../../shared/notifications/push-setting';
import { initialsOf } from '../../shared/ui/initials';
import classes from './shell-layout.module.css';

/** The form (and the contract schemas it validates with) loads only when the dialog opens. */
const ChangePasswordForm = lazy(() =>
  import('../../shared/auth/change-password-form').then((module) => ({ default: module.ChangePasswordForm })),
);

/**
 * The signed-in account's menu in a header: its name (an avatar alone on small screens) opening "Change password",
 * which asks for the current password and keeps this tab signed in (PATCH /auth/changePassword).
 */
export function AccountMenu({
  name,
  email,
  avatarUrl = null,
  nameVisibleFrom = 'sm',
}: {
  name: string;
  email: string;
  /** The account's picture (an agent's, from the stored session, so a new upload shows at once); initials without. */
  avatarUrl?: string | null;
  /** Below this breakpoint only the avatar shows (crowded headers). */
  nameVisibleFrom?: MantineBreakpoint;
}) {
  const { t } = useTranslation(['common', 'auth']);
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Menu position="bottom-end" shadow="md" width={220} withinPortal>
        <Menu.Target>
          <Button
            variant="subtle"
            color="gray"
            px={6}
            aria-label={t('account.menu', { name })}
            title={email}
            leftSection={
              <Avatar src={avatarUrl} name={name} color="initials" size={28} radius="xl" aria-hidden="true">
                {/* Drawn by CSS, not text: the button's visible text is then the name it is called by. */}
                <span className={classes.initials} data-initials={initialsOf(name)} />
              </Avatar>
            }
            rightSection={<IconChevronDown size={14} aria-hidden="true" />}
          >
            <Text
              size="sm"
              fw={500}
              visibleFrom={nameVisibleFrom}
              className={classes.userName}
              component="span"
            >
              {name}
            </Text>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            <Text size="xs" c="dimmed" dir="ltr" truncate>
              {email}
            </Text>
          </Menu.Label>
          <Menu.Item leftSection={<IconKey size={16} aria-hidden="true" />} onClick={open}>
            {t('account.changePassword')}
          </Menu.Item>
          <PushMenuItem />
        </Menu.Dropdown>
      </Menu>
      <Modal opened={opened} onClose={close} title={t('auth:changePassword.title')} centered>
        <Suspense
          fallback={
            <Center h={200}>
              <Loader size="sm" aria-label={t('loading')} />
            </Center>
          }
        >
          <ChangePasswordForm onDone={close} onCancel={close} />
        </Suspense>
      </Modal>
    </>
  );
}
