import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import type { Role } from '@masar/contract/permission-names';
import { IconMailCheck } from '@tabler/icons-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { localizeServerMessage } from '../../../shared/api/server-message';
import { loadAuthSchemas } from '../../../shared/auth/auth-schemas';
import type { Language } from '../../../shared/config';
import { fieldErrorsOf } from '../../../shared/forms/field-errors';
import { FormErrorAlert } from '../../../shared/forms/form-error-alert';
import { serverFormErrors } from '../../../shared/forms/server-messages';
import { useTranslation } from '../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { Link } from '../../../shared/router/react';
import { useForgotPassword } from '../api/password-reset';
import { signInPaths } from './account-paths';
import { LoginCardHeader } from './login-card-header';

/**
 * "Forgot password?" for one role: an e-mail, then the server's answer, which is the same whatever the
 * address (no account discovery), and a way back to that role's sign-in. The e-mail is written in the page
 * language.
 */
export function ForgotPasswordForm({ account: role }: { account: Role }) {
  const { t, i18n } = useTranslation('auth');
  const id = useId();
  const localized = useLocalizedPath();
  const forgot = useForgotPassword();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [general, setGeneral] = useState<string[]>([]);
  const [answer, setAnswer] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setGeneral([]);
    const { forgotPasswordBody } = await loadAuthSchemas();
    const parsed = forgotPasswordBody.safeParse({ email, role, lang: i18n.language as Language });
    if (!parsed.success) {
      setError(fieldErrorsOf<'email'>(parsed.error.issues, t, { email }).email ?? t('validation.invalid'));
      input.current?.focus();
      return;
    }
    setError(undefined);
    try {
      const response = await forgot.mutateAsync(parsed.data);
      setAnswer(response.message);
    } catch (failure) {
      const split = serverFormErrors(failure, ['email'] as const);
      setError(split.byField.email);
      setGeneral(split.general);
      if (split.byField.email) input.current?.focus();
    }
  }

  const backToSignIn = (
    <Anchor component={Link} to={localized(signInPaths[role])} size="sm" ta="center">
      {t('forgot.backToSignIn')}
    </Anchor>
  );

  if (answer !== null) {
    return (
      <Stack gap="md">
        <LoginCardHeader title={t('forgot.sentTitle')} subtitle={t(`forgot.roles.${role}`)} />
        <Alert
          color="teal"
          variant="light"
          icon={<IconMailCheck size={20} aria-hidden="true" />}
          role="status"
          data-testid="forgot-password-answer"
        >
          <Text size="sm">{localizeServerMessage(answer)}</Text>
        </Alert>
        <Button
          variant="default"
          onClick={() => {
            setAnswer(null);
            setEmail('');
          }}
        >
          {t('forgot.again')}
        </Button>
        {backToSignIn}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <LoginCardHeader title={t('forgot.title')} subtitle={t('forgot.subtitle')} />
      <form onSubmit={submit} noValidate aria-busy={forgot.isPending}>
        <Stack gap="md">
          <FormErrorAlert messages={general} />
          <TextInput
            ref={input}
            id={`${id}-email`}
            name="email"
            type="email"
            label={t('fields.email')}
            description={t(`forgot.roles.${role}`)}
            autoComplete="username"
            inputMode="email"
            dir="ltr"
            required
            value={email}
            onChange={(event) => {
              void loadAuthSchemas();
              setEmail(event.currentTarget.value);
              setError(undefined);
            }}
            error={error}
          />
          <Button type="submit" loading={forgot.isPending} fullWidth>
            {t('forgot.submit')}
          </Button>
        </Stack>
      </form>
      {backToSignIn}
    </Stack>
  );
}
