import { useLogin } from '../../../shared/auth/auth-api';
import { LoginForm } from '../../../shared/auth/login-form';
import { useTranslation } from '../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { forgotPasswordPaths } from '../components/account-paths';
import { LoginCardHeader } from '../components/login-card-header';
import { useRedirectAfterLogin } from '../components/use-redirect-after-login';

/** /panel/login (blank layout): POST /api/auth/loginAgent, then the booking page or ?redirect=. */
export function AgentLoginPage() {
  const { t } = useTranslation('auth');
  const login = useLogin('Agent');
  const localized = useLocalizedPath();
  const goOn = useRedirectAfterLogin('/panel');
  return (
    <>
      <LoginCardHeader title={t('agent.title')} subtitle={t('agent.subtitle')} />
      <LoginForm
        pending={login.isPending}
        onSubmit={(body) => login.mutate(body, { onSuccess: goOn })}
        forgotPasswordTo={localized(forgotPasswordPaths.Agent)}
      />
    </>
  );
}
