import { Anchor, Box, Center, Group, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { currentLanguage, localizePath } from '../../shared/i18n/language';
import { Brand } from '../../shared/ui/brand';
import { LanguageSwitch } from '../../shared/ui/language-switch';
import classes from './blank-layout.module.css';

/** Login pages of the admin area and the agent panel: one centred card. */
export function BlankLayout() {
  const { t } = useTranslation();
  return (
    <Box className={classes.background}>
      <Center mih="100dvh" p="md">
        <Stack w="100%" maw={440} gap="md">
          <Group justify="space-between" wrap="nowrap">
            <Anchor
              component={Link}
              to={localizePath('/', currentLanguage())}
              underline="never"
              aria-label={t('brand')}
            >
              <Brand />
            </Anchor>
            <LanguageSwitch />
          </Group>
          <Paper
            component="main"
            id="main-content"
            tabIndex={-1}
            withBorder
            shadow="md"
            radius="md"
            p={{ base: 'lg', sm: 'xl' }}
            className={classes.card}
          >
            <Outlet />
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
