import { Anchor } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useSignedInUser } from '../../../../shared/auth/use-auth';
import { loadNamespaces } from '../../../../shared/i18n/i18n';
import { useTranslation } from '../../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../../shared/i18n/use-localized-path';
import { Link } from '../../../../shared/router/react';

// Only signed-in customers see the menu: visitors do not download it (and the popover code behind it), nor
// its texts.
const CustomerAccountMenu = lazy(async () => {
  const [module] = await Promise.all([import('./customer-menu'), loadNamespaces(['account'])]);
  return { default: module.CustomerAccountMenu };
});

/** The public header's account corner: "Sign in", or the customer's bookings and account menu. */
export function HeaderAccountLinks() {
  const { t } = useTranslation('nav');
  const localized = useLocalizedPath();
  const user = useSignedInUser();

  if (!user) {
    return (
      <Anchor component={Link} to={localized('/login')} fw={500}>
        {t('titles.login')}
      </Anchor>
    );
  }
  return (
    <Suspense fallback={null}>
      <CustomerAccountMenu name={user.name} />
    </Suspense>
  );
}
