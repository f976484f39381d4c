import { Button, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBriefcase2, IconCalendarCheck, IconCar, IconMapSearch, IconWallet } from '@tabler/icons-react';
import { useTranslation } from '../../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../../shared/i18n/use-localized-path';
import { Link } from '../../../../shared/router/react';
import { FleetSection } from './fleet-section';
import classes from './home-sections.module.css';

const steps = [
  { key: 'search', icon: IconMapSearch },
  { key: 'choose', icon: IconCar },
  { key: 'ride', icon: IconCalendarCheck },
] as const;

function HowItWorks() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="how-title" className={classes.muted}>
      <Container size="lg" py={{ base: 48, md: 72 }}>
        <Title order={2} id="how-title" ta="center" mb={{ base: 'lg', md: 'xl' }}>
          {t('how.title')}
        </Title>
        <SimpleGrid
          cols={{ base: 1, sm: 3 }}
          spacing="lg"
          component="ol"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {steps.map(({ key, icon: Icon }, index) => (
            <Stack key={key} component="li" align="center" ta="center" gap="xs">
              <ThemeIcon size={64} radius="xl" variant="light">
                <Icon size={30} aria-hidden="true" />
              </ThemeIcon>
              <Text size="xs" c="dimmed" fw={700} tt="uppercase">
                {t('how.stepNumber', { number: index + 1 })}
              </Text>
              <Title order={3} fz="h4">
                {t(`how.${key}.title`)}
              </Title>
              <Text c="dimmed" maw={300}>
                {t(`how.${key}.text`)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}

function TravelAgencies() {
  const { t } = useTranslation('home');
  const localized = useLocalizedPath();
  return (
    <section aria-labelledby="agencies-title">
      <Container size="lg" py={{ base: 48, md: 72 }}>
        <Paper radius="lg" p={{ base: 'lg', md: 48 }} className={classes.agencies}>
          <Group justify="space-between" align="center" gap="xl">
            <Stack gap="sm" maw={560}>
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon size={44} radius="md" variant="white">
                  <IconBriefcase2 size={24} aria-hidden="true" />
                </ThemeIcon>
                <Title order={2} id="agencies-title" c="white">
                  {t('agencies.title')}
                </Title>
              </Group>
              <Text c="masar.0">{t('agencies.text')}</Text>
              <Group gap="lg" c="white">
                <Group gap={6} wrap="nowrap">
                  <IconWallet size={18} aria-hidden="true" />
                  <Text size="sm">{t('agencies.wallet')}</Text>
                </Group>
                <Group gap={6} wrap="nowrap">
                  <IconCalendarCheck size={18} aria-hidden="true" />
                  <Text size="sm">{t('agencies.history')}</Text>
                </Group>
              </Group>
            </Stack>
            <Button component={Link} to={localized('/panel/login')} size="md" variant="white">
              {t('agencies.signIn')}
            </Button>
          </Group>
        </Paper>
      </Container>
    </section>
  );
}

/** The home page below the hero (its own lazy chunk). */
export default function HomeSections() {
  return (
    <>
      <FleetSection />
      <HowItWorks />
      <TravelAgencies />
    </>
  );
}
