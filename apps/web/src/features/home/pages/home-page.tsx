import { Button, Container, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconLogin, IconShieldLock, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage, localizePath } from '../../../shared/i18n/language';
import classes from './home-page.module.css';

/** `/` and `/en`: a light hero with the three ways in. */
export function HomePage() {
  const { t } = useTranslation('home');
  const language = currentLanguage();
  const to = (path: string) => localizePath(path, language);
  return (
    <>
      <section className={classes.hero} aria-labelledby="home-title">
        <Container size="lg" py={{ base: 48, md: 88 }}>
          <Stack gap="lg" maw={720}>
            <Title id="home-title" order={1} className={classes.title}>
              {t('hero.title')}
            </Title>
            <Text fz={{ base: 'lg', md: 'xl' }} className={classes.subtitle}>
              {t('hero.subtitle')}
            </Text>
            <Group gap="sm" mt="md">
              <Button
                component={Link}
                to={to('/login')}
                size="md"
                leftSection={<IconLogin size={18} aria-hidden="true" />}
              >
                {t('links.customer')}
              </Button>
              <Button
                component={Link}
                to={to('/panel/login')}
                size="md"
                variant="outline"
                className={classes.outlineButton}
                leftSection={<IconUsers size={18} aria-hidden="true" />}
              >
                {t('links.agent')}
              </Button>
              <Button
                component={Link}
                to={to('/admin-panel/login')}
                size="md"
                variant="subtle"
                className={classes.ghostButton}
                leftSection={<IconShieldLock size={18} aria-hidden="true" />}
              >
                {t('links.admin')}
              </Button>
            </Group>
          </Stack>
        </Container>
      </section>
      <Container size="lg" py="xl">
        <Title order={2} fz="h3" mb="md">
          {t('features.title')}
        </Title>
        <List
          spacing="sm"
          icon={
            <ThemeIcon size={24} radius="xl" variant="light">
              <IconCheck size={16} aria-hidden="true" />
            </ThemeIcon>
          }
        >
          <List.Item>{t('features.airport')}</List.Item>
          <List.Item>{t('features.agents')}</List.Item>
          <List.Item>{t('features.bilingual')}</List.Item>
        </List>
      </Container>
    </>
  );
}
