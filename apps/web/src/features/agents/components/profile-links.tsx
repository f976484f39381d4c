import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import {
  type Icon,
  IconChevronRight,
  IconHistory,
  IconMapPins,
  IconUserEdit,
  IconWallet,
} from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { Link } from '../../../shared/router/react';
import classes from './profile-links.module.css';

type LinkKey = 'personalInfo' | 'places' | 'trips' | 'wallet';

const links: { key: LinkKey; to: string; icon: Icon }[] = [
  { key: 'personalInfo', to: '/panel/profile/personal-info', icon: IconUserEdit },
  { key: 'places', to: '/panel/profile/places', icon: IconMapPins },
  { key: 'trips', to: '/panel/profile/trips-history', icon: IconHistory },
  { key: 'wallet', to: '/panel/profile/wallet-transactions', icon: IconWallet },
];

/** The profile's four destinations, as large links with a one-line explanation. */
export function ProfileLinks() {
  const { t } = useTranslation('profile');
  const localized = useLocalizedPath();
  return (
    <nav aria-labelledby="profile-links-title">
      <Text component="h2" fw={600} fz="lg" mb="sm" id="profile-links-title">
        {t('overview.sections')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {links.map(({ key, to, icon: LinkIcon }) => (
          <Paper key={key} withBorder radius="md" className={classes.card}>
            <UnstyledButton component={Link} to={localized(to)} className={classes.link} p="md">
              <Group wrap="nowrap" gap="md">
                <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
                  <LinkIcon size={24} />
                </ThemeIcon>
                <Stack gap={2} style={{ flex: 1 }} miw={0}>
                  <Text fw={600}>{t(`overview.links.${key}`)}</Text>
                  <Text size="sm" c="dimmed">
                    {t(`overview.links.${key}Hint`)}
                  </Text>
                </Stack>
                <IconChevronRight size={18} aria-hidden="true" className="mirror-in-rtl" />
              </Group>
            </UnstyledButton>
          </Paper>
        ))}
      </SimpleGrid>
    </nav>
  );
}
