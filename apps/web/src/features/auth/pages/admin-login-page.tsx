import { useLogin } from '../../../shared/auth/auth-api';
import { LoginForm } from '../../../shared/auth/login-form';
import { useTranslation } from '../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { forgotPasswordPaths } from '../components/account-paths';
import { LoginCardHeader } from '../components/login-card-header';
import { useRedirectAfterLogin } from '../components/use-redirect-after-login';

/** /admin-panel/login (blank layout): POST /api/auth/loginAdmin, then the dashboard or ?redirect=. */
export function AdminLoginPage() {
  const { t } = useTranslation('auth');
  const login = useLogin('Admin');
  const localized = useLocalizedPath();
  const goOn = useRedirectAfterLogin('/admin-panel');
  return (
    <>
      <LoginCardHeader title={t('admin.title')} subtitle={t('admin.subtitle')} />
      <LoginForm
        pending={login.isPending}
        onSubmit={(body) => login.mutate(body, { onSuccess: goOn })}
        forgotPasswordTo={localized(forgotPasswordPaths.Admin)}
      />
    </>
  );
}
