import { Badge, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { PublicCar } from '@masar/contract/public-catalogue';
import { IconBriefcase, IconCar, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../shared/i18n/translation';
import { formatMoney } from '../../../../shared/money/money';
import { publicFleetQueryOptions } from '../../../public-catalogue/api/public-catalogue';
import classes from './home-sections.module.css';

function CarCard({ car }: { car: PublicCar }) {
  const { t, i18n } = useTranslation(['home', 'common']);
  const name = i18n.language === 'en' ? car.nameEn : car.nameAr;
  const picture = car.images[0];
  return (
    <Card withBorder radius="lg" padding="sm" component="li">
      <Card.Section className={classes.carPicture}>
        {picture ? (
          <img src={picture.thumbUrl} alt={name} loading="lazy" decoding="async" width={480} height={300} />
        ) : (
          <IconCar size={56} aria-hidden="true" color="var(--mantine-color-gray-5)" />
        )}
        <Badge variant="white" color="dark" size="sm" className={classes.carType}>
          {t(`common:carTypes.${car.type}`)}
        </Badge>
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Title order={3} fz={{ base: 'sm', sm: 'lg' }} lineClamp={1}>
          {name}
        </Title>
        <Group gap="sm" c="dimmed" wrap="wrap">
          <Group gap={4} wrap="nowrap">
            <IconUsers size={16} aria-hidden="true" />
            <Text size="sm">{t('fleet.passengers', { count: car.passengers })}</Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconBriefcase size={16} aria-hidden="true" />
            <Text size="sm">{t('fleet.bags', { count: car.bags })}</Text>
          </Group>
        </Group>
        {car.fromPrice !== null && (
          <Text size="sm">
            {t('fleet.from')}{' '}
            <Text span fw={700} dir="auto">
              {formatMoney(car.fromPrice, i18n.language)}
            </Text>
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** The car types of the catalogue, with pictures and capacities: what the customer may ride in. */
export function FleetSection() {
  const { t } = useTranslation('home');
  const fleet = useQuery(publicFleetQueryOptions());
  if (fleet.isSuccess && fleet.data.length === 0) return null;
  return (
    <section aria-labelledby="fleet-title">
      <Container size="lg" py={{ base: 48, md: 72 }}>
        <Stack gap={4} mb={{ base: 'lg', md: 'xl' }} ta="center" align="center">
          <Title order={2} id="fleet-title">
            {t('fleet.title')}
          </Title>
          <Text c="dimmed" maw={560}>
            {t('fleet.subtitle')}
          </Text>
        </Stack>
        <SimpleGrid
          cols={{ base: 2, md: 3 }}
          spacing={{ base: 'sm', sm: 'lg' }}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-busy={fleet.isPending}
        >
          {fleet.isPending
            ? [0, 1, 2].map((index) => <Skeleton key={index} h={280} radius="lg" component="li" />)
            : (fleet.data ?? []).map((car) => <CarCard key={car.id} car={car} />)}
        </SimpleGrid>
      </Container>
    </section>
  );
}
