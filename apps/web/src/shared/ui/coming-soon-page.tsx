import { Badge, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconHammer } from '@tabler/icons-react';
import { languageFromPath, localizePath, stripLanguagePrefix } from '../i18n/language';
import { useTranslation } from '../i18n/translation';
import { Link, useLocation } from '../router/react';
import { usePageTitle } from './route-handle';

/** The one placeholder of every page whose feature comes later: its title and a "coming soon" note. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const title = usePageTitle();
  const { pathname } = useLocation();
  const neutral = stripLanguagePrefix(pathname);
  const areaHome = neutral.startsWith('/admin-panel')
    ? '/admin-panel'
    : neutral.startsWith('/panel')
      ? '/panel'
      : '/';
  return (
    <Paper withBorder radius="md" p="xl" maw={720}>
      <Stack gap="md" align="flex-start">
        <Badge variant="light" size="lg" leftSection={<IconHammer size={14} aria-hidden="true" />}>
          {t('comingSoon.badge')}
        </Badge>
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed">{t('comingSoon.message')}</Text>
        <Button component={Link} to={localizePath(areaHome, languageFromPath(pathname))} variant="light">
          {t('comingSoon.back')}
        </Button>
      </Stack>
    </Paper>
  );
}
