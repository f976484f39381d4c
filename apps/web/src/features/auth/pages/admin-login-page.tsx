import { useTranslation } from 'react-i18next';
import { useLogin } from '../api/auth';
import { LoginCardHeader } from '../components/login-card-header';
import { LoginForm } from '../components/login-form';
import { useRedirectAfterLogin } from '../components/use-redirect-after-login';

/** /admin-panel/login (blank layout): POST /api/auth/loginAdmin, then the dashboard or ?redirect=. */
export function AdminLoginPage() {
  const { t } = useTranslation('auth');
  const login = useLogin('Admin');
  const goOn = useRedirectAfterLogin('/admin-panel');
  return (
    <>
      <LoginCardHeader title={t('admin.title')} subtitle={t('admin.subtitle')} />
      <LoginForm pending={login.isPending} onSubmit={(body) => login.mutate(body, { onSuccess: goOn })} />
    </>
  );
}
