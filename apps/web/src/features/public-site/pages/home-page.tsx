import { Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCash, IconClockCheck, IconShieldCheck } from '@tabler/icons-react';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n/translation';
import { useSearchParams } from '../../../shared/router/react';
import { useReachedScreen } from '../../../shared/ui/use-reached-screen';
import { readTrip } from '../../bookings-core/trip/trip-params';
import { TripWidget } from '../components/booking/trip-widget';
import { useHomeMeta } from '../components/home/use-home-meta';
import { usePublicPaths } from '../flow/public-paths';
import classes from './home-page.module.css';

/** Everything below the hero comes in its own chunk, when its place first reaches the screen. */
const HomeSections = lazy(() => import('../components/home/home-sections'));

/**
 * The fleet, how it works and the agencies: downloaded (with the fleet's pictures) once their reserved place
 * reaches the screen, so a phone's first load is the hero alone (issue #21).
 */
function SectionsWhenVisible() {
  const { ref, reached } = useReachedScreen();
  const placeholder = <div ref={ref} className={classes.belowFold} />;
  if (!reached) return placeholder;
  return (
    <Suspense fallback={<div className={classes.belowFold} />}>
      <HomeSections />
    </Suspense>
  );
}

const promises = [
  { key: 'fixedPrice', icon: IconCash },
  { key: 'onTime', icon: IconClockCheck },
  { key: 'payOnPickup', icon: IconShieldCheck },
] as const;

/** `/` and `/en`: the booking widget over the hero, then the fleet, how it works and travel agencies. */
export function HomePage() {
  const { t } = useTranslation('home');
  const [params] = useSearchParams();
  const { goTo } = usePublicPaths();
  // "Change" on later steps comes back here with the trip in the URL: the widget starts from it.
  const initial = useMemo(() => readTrip(params), [params]);
  useHomeMeta();

  return (
    <>
      <section className={classes.hero} aria-labelledby="home-title">
        <Container size="lg" py={{ base: 'xl', md: 64 }}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'xl', md: 48 }}>
            <Stack gap="md" justify="center">
              <Title id="home-title" order={1} className={classes.title}>
                {t('hero.title')}
              </Title>
              <Text fz={{ base: 'md', md: 'lg' }} className={classes.subtitle}>
                {t('hero.subtitle')}
              </Text>
              <Stack
                gap="xs"
                component="ul"
                p={0}
                m={0}
                mt="sm"
                style={{ listStyle: 'none' }}
                visibleFrom="sm"
              >
                {promises.map(({ key, icon: Icon }) => (
                  <Group key={key} component="li" gap="sm" wrap="nowrap">
                    <ThemeIcon size={28} radius="xl" variant="white" color="masar">
                      <Icon size={16} aria-hidden="true" />
                    </ThemeIcon>
                    <Text className={classes.promise}>{t(`promises.${key}`)}</Text>
                  </Group>
                ))}
              </Stack>
            </Stack>
            <Paper radius="lg" shadow="xl" p={{ base: 'md', sm: 'xl' }} className={classes.widget}>
              <Title order={2} fz="h4" mb="md">
                {t('widgetTitle')}
              </Title>
              <TripWidget initial={initial} onSearch={(trip) => goTo('home', 'results', trip)} />
            </Paper>
          </SimpleGrid>
        </Container>
      </section>
      <SectionsWhenVisible />
    </>
  );
}
