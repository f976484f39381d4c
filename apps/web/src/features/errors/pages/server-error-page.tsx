import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { isStaleChunkError, reloadForStaleChunk } from '../../../shared/housekeeping/stale-chunk';
import { currentLanguage, localizePath } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/translation';
import { useRouteError } from '../../../shared/router/react';
import { BrandMark } from '../../../shared/ui/brand';

/**
 * The router's error element: 'Internal Server Error' (spec §2). A failed dynamic import after a deploy is not
 * a real error: the page reloads instead (at most once per path per 10 s).
 */
export function ServerErrorPage() {
  const { t } = useTranslation('errors');
  const error = useRouteError();
  const staleChunk = isStaleChunkError(error);
  const reloading = staleChunk && reloadOnce();

  useEffect(() => {
    if (!reloading) console.error(error);
  }, [error, reloading]);

  if (reloading) return null;
  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder radius="md" p="xl" maw={560} w="100%">
        <Stack gap="md" align="flex-start">
          <BrandMark size={40} />
          <Title order={1} fz="h2">
            {t('serverError.title')}
          </Title>
          <Text c="dimmed">{t('serverError.message')}</Text>
          <Group>
            <Button onClick={() => window.location.reload()}>{t('serverError.reload')}</Button>
            <Button component="a" href={localizePath('/', currentLanguage())} variant="default">
              {t('serverError.home')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}

let reloadRequested = false;
function reloadOnce(): boolean {
  reloadRequested ||= reloadForStaleChunk();
  return reloadRequested;
}
