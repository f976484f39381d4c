import { lazy, Suspense } from 'react';
import type { UserType } from '../auth/auth-store';
import { useAuth } from '../auth/use-auth';
import { loadNamespaces } from '../i18n/i18n';

// The event stream, push refresh and notification texts: downloaded only once someone of the role signs in,
// so signed-out visitors of the public site do not pay for them (issue #9).
const LiveUpdatesRunner = lazy(async () => {
  const [module] = await Promise.all([import('./use-live-updates'), loadNamespaces(['notifications'])]);
  return { default: module.LiveUpdatesRunner };
});

/** Live updates (use-live-updates.ts) while a user of the role `for` is signed in; nothing otherwise. */
export function LiveUpdates({ for: role }: { for: UserType }) {
  const { accessToken, userType } = useAuth();
  if (!accessToken || userType !== role) return null;
  return (
    <Suspense fallback={null}>
      <LiveUpdatesRunner role={role} />
    </Suspense>
  );
}
