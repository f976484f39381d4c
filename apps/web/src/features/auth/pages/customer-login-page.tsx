import { Anchor, Center, Container, Group, Loader, Paper, Tabs, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useLogin, useRegisterUser } from '../../../shared/auth/auth-api';
import { LoginForm } from '../../../shared/auth/login-form';
import { useTranslation } from '../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { Link } from '../../../shared/router/react';
import { forgotPasswordPaths } from '../components/account-paths';
import { LoginCardHeader } from '../components/login-card-header';
import { useRedirectAfterLogin } from '../components/use-redirect-after-login';

// The sign-up form (with its password rules) comes when the visitor turns to its tab: the page is a first load
// of issue #9's budget, and most visitors sign in.
const loadRegisterForm = () => import('../../../shared/auth/register-form');
const RegisterForm = lazy(() => loadRegisterForm().then((module) => ({ default: module.RegisterForm })));
const preloadRegisterForm = () => void loadRegisterForm().catch(() => {});

/** /login (default layout): customer sign in (POST /api/auth/loginUser) and sign up (POST /api/auth/registerUser). */
export function CustomerLoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  const login = useLogin('User');
  const register = useRegisterUser();
  const goOn = useRedirectAfterLogin('/');
  const localized = useLocalizedPath();
  return (
    <Container size={480} px="md" py="xl">
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <LoginCardHeader title={t('customer.title')} subtitle={t('customer.subtitle')} />
        <Tabs defaultValue="sign-in" keepMounted={false}>
          <Tabs.List grow mb="lg">
            <Tabs.Tab value="sign-in">{t('customer.signInTab')}</Tabs.Tab>
            <Tabs.Tab value="sign-up" onPointerEnter={preloadRegisterForm} onFocus={preloadRegisterForm}>
              {t('customer.signUpTab')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="sign-in">
            <LoginForm
              pending={login.isPending}
              onSubmit={(body) => login.mutate(body, { onSuccess: goOn })}
              forgotPasswordTo={localized(forgotPasswordPaths.User)}
            />
          </Tabs.Panel>
          <Tabs.Panel value="sign-up">
            <Suspense
              fallback={
                <Center py="xl">
                  <Loader size="sm" aria-label={t('common:loading')} />
                </Center>
              }
            >
              <RegisterForm
                pending={register.isPending}
                onSubmit={(body) => register.mutateAsync(body).then(goOn)}
              />
            </Suspense>
          </Tabs.Panel>
        </Tabs>
      </Paper>
      <Group justify="center" gap="xs" mt="md" component="nav" aria-label={t('customer.otherLogins')}>
        <Text size="sm" c="dimmed">
          {t('customer.otherLogins')}
        </Text>
        <Anchor component={Link} to={localized('/panel/login')} size="sm">
          {t('customer.agentLink')}
        </Anchor>
        <Text size="sm" c="dimmed" aria-hidden="true">
          ·
        </Text>
        <Anchor component={Link} to={localized('/admin-panel/login')} size="sm">
          {t('customer.adminLink')}
        </Anchor>
      </Group>
    </Container>
  );
}
