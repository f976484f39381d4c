import { ActionIcon, Avatar, Box, Container, Group, Text, Tooltip } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { logout } from '../../shared/auth/session';
import { useSignedInDriver } from '../../shared/auth/use-auth';
import { useTranslation } from '../../shared/i18n/translation';
import { useLocalizedPath } from '../../shared/i18n/use-localized-path';
import { PushSwitch } from '../../shared/notifications/push-setting';
import { useLiveUpdates } from '../../shared/notifications/use-live-updates';
import { Link, Outlet } from '../../shared/router/react';
import { LanguageSwitch } from '../../shared/ui/language-switch';

/**
 * The driver's phone app (issue #18): a slim header with the driver, the language switch and sign-out, and
 * one column of content sized for a phone (it stays one narrow column on wider screens too).
 */
export function DriverLayout() {
  const { t, i18n } = useTranslation('drivers');
  const driver = useSignedInDriver();
  const localized = useLocalizedPath();
  // New, changed and withdrawn jobs arrive live (and by Web Push once turned on below).
  useLiveUpdates('Driver');
  const name = driver ? (i18n.language === 'en' ? driver.nameEn : driver.nameAr) : '';
  return (
    <Box mih="100dvh" bg="var(--mantine-color-gray-0)">
      <Box
        component="header"
        bg="masar.7"
        c="white"
        px="md"
        py="xs"
        style={{ position: 'sticky', insetBlockStart: 0, zIndex: 10 }}
      >
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Link to={localized('/driver')} style={{ color: 'inherit', textDecoration: 'none', minWidth: 0 }}>
            <Group gap="xs" wrap="nowrap">
              <Avatar src={driver?.photoUrl} size={32} radius="xl" alt="" color="white" />
              <Text fw={600} truncate>
                {name}
              </Text>
            </Group>
          </Link>
          <Group gap={4} wrap="nowrap">
            <LanguageSwitch variant="white" />
            <Tooltip label={t('app.signOut')}>
              <ActionIcon variant="white" size="lg" aria-label={t('app.signOut')} onClick={() => logout()}>
                <IconLogout size={18} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </Box>
      <Container component="main" id="main-content" tabIndex={-1} size={560} px="sm" py="md">
        <Outlet />
        <Box mt="xl">
          <PushSwitch />
        </Box>
      </Container>
    </Box>
  );
}
