import { Box, Container, Group, Text } from '@mantine/core';
import { HeaderAccountLinks } from '../../features/customers/components/account/header-account-links';
import { useTranslation } from '../../shared/i18n/translation';
import { useLocalizedPath } from '../../shared/i18n/use-localized-path';
import { LiveUpdates } from '../../shared/notifications/live-updates';
import { Outlet } from '../../shared/router/react';
import { BrandLink } from '../../shared/ui/brand';
import { LanguageSwitch } from '../../shared/ui/language-switch';
import classes from './default-layout.module.css';

/** Public pages: header with the brand and language switch, the page, a footer. */
export function DefaultLayout() {
  const { t } = useTranslation(['common', 'nav']);
  const home = useLocalizedPath()('/');
  return (
    <Box className={classes.shell}>
      <LiveUpdates for="User" />
      <header className={classes.header}>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <BrandLink to={home} compact />
            <Group gap="xs" component="nav" aria-label={t('nav:publicNavigation')} wrap="nowrap">
              <HeaderAccountLinks />
              <LanguageSwitch />
            </Group>
          </Group>
        </Container>
      </header>
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <footer className={classes.footer}>
        <Container size="lg">
          <Group justify="space-between" py="md" gap="sm">
            <Text size="sm" c="dimmed">
              {t('footer.rights', { year: new Date().getFullYear() })}
            </Text>
            <LanguageSwitch />
          </Group>
        </Container>
      </footer>
    </Box>
  );
}
