import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { languageFromPath, localizePath, stripLanguagePrefix } from '../../../shared/i18n/language';
import { Trans, useTranslation } from '../../../shared/i18n/translation';
import { Link, useLocation } from '../../../shared/router/react';

/** The back office and the agent panel keep their 404 inside them: "home" is the area's own. */
const areas = ['/admin-panel', '/panel'];

/** The catch-all route: "Page Not Found: {path}" (spec §2, §8). */
export function NotFoundPage() {
  const { t } = useTranslation('errors');
  const { pathname } = useLocation();
  const neutral = stripLanguagePrefix(pathname);
  const home = areas.find((area) => neutral.startsWith(`${area}/`)) ?? '/';
  return (
    <Container size="sm" py={64}>
      <Stack gap="md" align="flex-start">
        <Text fz={56} fw={800} c="masar.6" lh={1} aria-hidden="true">
          404
        </Text>
        <Title order={1} fz="h2">
          {t('notFound.title')}
        </Title>
        <Text data-testid="not-found-message">
          {/* The path is left-to-right even in an Arabic sentence: isolate it so its slashes stay put. */}
          <Trans
            t={t}
            i18nKey="notFound.message"
            values={{ path: pathname }}
            components={{ path: <bdi dir="ltr" /> }}
          />
        </Text>
        <Button component={Link} to={localizePath(home, languageFromPath(pathname))} variant="light">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
