import { Container, Paper, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ChangePasswordForm } from '../../../shared/auth/change-password-form';
import { useTranslation } from '../../../shared/i18n/translation';
import { PushSwitch } from '../../../shared/notifications/push-setting';
import { QueryError } from '../../../shared/ui/query-error';
import { AccountTabs } from '../../customers-core/account-tabs';
import { currentUserQueryOptions } from '../api/customers';
import { ProfileForm } from '../components/account/profile-form';

/** /account: the customer's name and phone, their password, and whether this browser gets notifications. */
export function AccountPage() {
  const { t } = useTranslation('account');
  const user = useQuery(currentUserQueryOptions());
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <AccountTabs current="profile" />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper
          withBorder
          radius="md"
          p={{ base: 'md', sm: 'lg' }}
          component="section"
          aria-labelledby="profile-title"
        >
          <Title order={2} fz="h4" mb="md" id="profile-title">
            {t('profile.title')}
          </Title>
          {user.isPending ? (
            <Skeleton h={220} />
          ) : user.isError ? (
            <QueryError onRetry={() => void user.refetch()} />
          ) : (
            <ProfileForm user={user.data} />
          )}
        </Paper>
        <Paper
          withBorder
          radius="md"
          p={{ base: 'md', sm: 'lg' }}
          component="section"
          aria-labelledby="password-title"
        >
          <Title order={2} fz="h4" mb="md" id="password-title">
            {t('profile.password')}
          </Title>
          <ChangePasswordForm />
        </Paper>
        <Paper
          withBorder
          radius="md"
          p={{ base: 'md', sm: 'lg' }}
          component="section"
          aria-labelledby="notifications-title"
        >
          <Title order={2} fz="h4" mb="xs" id="notifications-title">
            {t('profile.notifications')}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {t('profile.notificationsHint')}
          </Text>
          <PushSwitch />
        </Paper>
      </SimpleGrid>
    </Container>
  );
}
