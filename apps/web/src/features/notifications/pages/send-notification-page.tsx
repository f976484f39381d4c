import type { NotificationTarget } from '@masar/contract/notifications';
import { hasPermission } from '@masar/contract/permissions';
import { useSignedInAdmin } from '../../../shared/auth/use-auth';
import { useTranslation } from '../../../shared/i18n/translation';
import { NoAccess } from '../../../shared/ui/no-access';
import { PageHeader } from '../../../shared/ui/page-header';
import { usePageTitle } from '../../../shared/ui/route-handle';
import { SendNotificationForm } from '../components/send-notification-form';

/** /admin-panel/notifications: compose a notification to one agent, every agent or every admin. */
export function SendNotificationPage() {
  const { t } = useTranslation('notifications');
  const title = usePageTitle();
  const held = useSignedInAdmin()?.permissions ?? [];
  // docs/decisions/0005: EditAgents writes to agents, EditAdmins to every admin.
  const targets: NotificationTarget[] = [
    ...(hasPermission(held, 'EditAgents') ? (['agent', 'allAgents'] as const) : []),
    ...(hasPermission(held, 'EditAdmins') ? (['allAdmins'] as const) : []),
  ];
  if (!targets.length) return <NoAccess permission="EditAgents" />;
  return (
    <>
      <PageHeader title={title} description={t('send.intro')} />
      <SendNotificationForm targets={targets} />
    </>
  );
}
