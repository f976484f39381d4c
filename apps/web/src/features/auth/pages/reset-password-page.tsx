import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { RESET_LINK_MINUTES } from '@masar/contract/auth';
import { type Role, roles } from '@masar/contract/permission-names';
import { IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { Link, useSearchParams } from '../../../shared/router/react';
import { resetTokenQueryOptions } from '../api/password-reset';
import { forgotPasswordPaths, signInPaths } from '../components/account-paths';
import { LoginCardHeader } from '../components/login-card-header';
import { ResetPasswordForm } from '../components/reset-password-form';

/** A token the server could accept (the contract's resetToken: 20 to 200 characters). */
export function tokenOf(value: string | null): string | null {
  const token = value?.trim() ?? '';
  return token.length >= 20 && token.length <= 200 ? token : null;
}

/** The link is used, expired or unknown: say so, and where to ask for a new one. */
function InvalidLink({ role }: { role: Role | null }) {
  const { t } = useTranslation('auth');
  const localized = useLocalizedPath();
  return (
    <Stack gap="md" data-testid="reset-link-invalid">
      <ThemeIcon size={48} radius="xl" variant="light" color="orange">
        <IconLinkOff size={26} aria-hidden="true" />
      </ThemeIcon>
      <LoginCardHeader
        title={t('reset.invalidTitle')}
        subtitle={t('reset.invalidText', { minutes: RESET_LINK_MINUTES })}
      />
      {role ? (
        <Button component={Link} to={localized(forgotPasswordPaths[role])} fullWidth>
          {t('reset.askAgain')}
        </Button>
      ) : (
        <Stack gap="xs" component="nav" aria-label={t('reset.askAgain')}>
          <Text size="sm" fw={500}>
            {t('reset.askAgainAs')}
          </Text>
          {[...roles].reverse().map((one) => (
            <Anchor key={one} component={Link} to={localized(forgotPasswordPaths[one])} size="sm">
              {t(`forgot.roles.${one}`)}
            </Anchor>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The new password is set: on to the sign-in of the account's role. */
function Done({ role }: { role: Role }) {
  const { t } = useTranslation('auth');
  const localized = useLocalizedPath();
  return (
    <Stack gap="md" role="status" data-testid="reset-password-done">
      <ThemeIcon size={48} radius="xl" variant="light" color="teal">
        <IconCircleCheck size={26} aria-hidden="true" />
      </ThemeIcon>
      <LoginCardHeader title={t('reset.doneTitle')} subtitle={t('reset.doneText')} />
      <Button component={Link} to={localized(signInPaths[role])} fullWidth>
        {t('reset.signIn')}
      </Button>
    </Stack>
  );
}

/**
 * /reset-password?token=… (blank layout): the link of the reset e-mail. The link is checked when the page
 * opens (POST /auth/checkResetToken); a working one asks for the new password (POST /auth/resetPassword).
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = tokenOf(params.get('token'));
  const check = useQuery({ ...resetTokenQueryOptions(token ?? ''), enabled: token !== null });
  const [done, setDone] = useState<Role | null>(null);
  const [usedUp, setUsedUp] = useState(false);

  if (done) return <Done role={done} />;
  if (!token || usedUp || check.data?.valid === false) return <InvalidLink role={check.data?.role ?? null} />;
  if (check.isPending)
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('reset.checking')} />
      </Center>
    );
  if (check.isError)
    return (
      <Alert color="red" variant="light" role="alert" title={t('reset.checkFailed')}>
        <Group justify="flex-end">
          <Button variant="default" size="compact-sm" onClick={() => void check.refetch()}>
            {t('reset.retry')}
          </Button>
        </Group>
      </Alert>
    );
  return (
    <>
      <LoginCardHeader title={t('reset.title')} subtitle={t('reset.subtitle')} />
      <ResetPasswordForm token={token} onDone={setDone} onInvalid={() => setUsedUp(true)} />
    </>
  );
}
