import { Box, Center, Group, Paper, Stack } from '@mantine/core';
import { useLocalizedPath } from '../../shared/i18n/use-localized-path';
import { Outlet } from '../../shared/router/react';
import { BrandLink } from '../../shared/ui/brand';
import { LanguageSwitch } from '../../shared/ui/language-switch';
import classes from './blank-layout.module.css';

/** Login pages of the admin area and the agent panel: one centred card. */
export function BlankLayout() {
  const localized = useLocalizedPath();
  return (
    <Box className={classes.background}>
      <Center mih="100dvh" p="md">
        <Stack w="100%" maw={440} gap="md">
          <Group justify="space-between" wrap="nowrap">
            <BrandLink to={localized('/')} />
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
