import { Button, Group, Paper, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { useLogin, useRegisterUser } from '../../../../shared/auth/auth-api';
import { LoginForm } from '../../../../shared/auth/login-form';
import { RegisterForm } from '../../../../shared/auth/register-form';
import { logout } from '../../../../shared/auth/session';
import { useSignedInUser } from '../../../../shared/auth/use-auth';
import { useTranslation } from '../../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../../shared/i18n/use-localized-path';

/**
 * Who books: the signed-in customer, or sign in / create an account right here, without leaving the
 * booking (the trip stays in the URL, the traveller form in sessionStorage).
 */
export function InlineAuth() {
  const { t } = useTranslation('public-booking');
  const user = useSignedInUser();
  const login = useLogin('User');
  const register = useRegisterUser();
  const localized = useLocalizedPath();

  if (user) {
    return (
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="booking-account-title">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <ThemeIcon size={40} radius="xl" variant="light" color="teal">
              <IconUserCheck size={22} aria-hidden="true" />
            </ThemeIcon>
            <Stack gap={0} miw={0}>
              <Title order={2} fz="sm" fw={600} id="booking-account-title">
                {t('account.signedInAs', { name: user.name })}
              </Title>
              <Text size="sm" c="dimmed" truncate="end">
                {user.email}
              </Text>
            </Stack>
          </Group>
          <Button variant="subtle" size="compact-sm" onClick={() => logout({ navigate: false })}>
            {t('account.notYou')}
          </Button>
        </Group>
      </Paper>
    );
  }

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="booking-auth-title"
    >
      <Stack gap="sm">
        <div>
          <Title order={2} fz="h4" id="booking-auth-title">
            {t('account.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('account.why')}
          </Text>
        </div>
        <Tabs defaultValue="sign-up" keepMounted={false}>
          <Tabs.List grow mb="md">
            <Tabs.Tab value="sign-up">{t('account.signUp')}</Tabs.Tab>
            <Tabs.Tab value="sign-in">{t('account.signIn')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="sign-up">
            <RegisterForm pending={register.isPending} onSubmit={(body) => register.mutateAsync(body)} />
          </Tabs.Panel>
          <Tabs.Panel value="sign-in">
            <LoginForm
              pending={login.isPending}
              onSubmit={(body) => login.mutate(body)}
              forgotPasswordTo={localized('/login/forgot-password')}
            />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Paper>
  );
}
