import type { LiveEventType, PushMessage } from '@masar/contract/notifications';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../api/client';
import type { UserType } from '../auth/auth-store';
import { useAuth } from '../auth/use-auth';
import { useTranslation } from '../i18n/translation';
import { useNavigate } from '../router/react';
import { startLiveEvents } from './live-events';
import { refreshPushSubscription } from './push-subscription';
import { showPushToast } from './push-toast';

/**
 * Query-key prefixes each event makes stale. shared/ cannot import the features, so their keys are
 * written here: trips and requests (agent-bookings), the admin bookings list, wallet and balance
 * (transactions, agent-profile), payments, customer bookings, the dashboard and the dispatch board
 * (drivers' `dispatch` queries: a new or ended booking, a driver job changed).
 */
const dispatchBoard = ['drivers', 'dispatch'];
const bookingLists = [['agent-bookings'], ['admin-agent-bookings'], ['dashboard'], dispatchBoard];
const walletLists = [['transactions'], ['agent-profile'], ['payments'], ['statements']];
const customerLists = [['customer-bookings'], ['admin-customer-bookings'], ['dashboard'], dispatchBoard];

export function staleKeysOf(type: LiveEventType | string | undefined): string[][] {
  if (type === 'agentBooking.accepted' || type === 'agentBooking.completed') return bookingLists;
  // Created, refunded and cancelled bookings move money too.
  if (type?.startsWith('agentBooking.')) return [...bookingLists, ...walletLists];
  if (type === 'balance.changed' || type === 'balance.low') return walletLists;
  if (type?.startsWith('topUpRequest.')) return [...walletLists, ['top-up-requests']];
  if (type?.startsWith('customerBooking.')) return customerLists;
  // Silent: a driver was assigned, changed or taken off, or a driver's step; the board and drawers refresh.
  if (type === 'dispatch.changed') return [dispatchBoard, ['drivers', 'assignment']];
  // A booking's driver job (assigned, a driver's step) or a driver's own jobs: every ['drivers', …] query.
  if (type?.startsWith('driverJob.')) return [['drivers']];
  return [];
}

/** Event ids already shown: the same event may come by the stream and from the service worker. */
const seen = new Set<string>();
function firstTime(eventId: string | undefined): boolean {
  if (!eventId) return true;
  if (seen.has(eventId)) return false;
  seen.add(eventId);
  if (seen.size > 200) seen.delete(seen.values().next().value as string);
  return true;
}

function refresh(queryClient: QueryClient, type: string | undefined) {
  for (const queryKey of staleKeysOf(type)) void queryClient.invalidateQueries({ queryKey });
}

/**
 * Live updates for the signed-in layouts (admin, agent, customer): reads the event stream, shows each
 * event as a toast (spec §8), refreshes the affected lists, takes push messages the service worker hands
 * to this focused page, and keeps the push subscription fresh. Runs only for the layout's own role.
 */
export function useLiveUpdates(role: UserType): void {
  const { accessToken, userType } = useAuth();
  const signedIn = !!accessToken && userType === role;
  const { i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'ar';
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    if (!signedIn) return;
    const open = (link: string) => navigate(link);
    const handle = (message: PushMessage, type: string | undefined) => {
      if (!firstTime(message.data?.eventId)) return;
      refresh(queryClient, type);
      showPushToast(message, open);
    };
    const stop = startLiveEvents({
      language,
      onMessage: (live) => {
        // The account's rights changed: a new session carries the new permissions (their buttons go at
        // once), or fails for a deactivated account, which signs it out.
        if (live.event.type === 'account.changed') void api.refreshTokens(role);
        else handle(live.message, live.event.type);
      },
    });
    const fromWorker = (event: MessageEvent) => {
      const data = event.data as { type?: string; message?: PushMessage } | null;
      if (data?.type === 'masar-push' && data.message) handle(data.message, data.message.data?.type);
    };
    navigator.serviceWorker?.addEventListener('message', fromWorker);
    void refreshPushSubscription(language).catch(() => {});
    return () => {
      stop();
      navigator.serviceWorker?.removeEventListener('message', fromWorker);
    };
  }, [signedIn, role, language, queryClient, navigate]);
}

/** The hook as a component, for layouts that mount it only once someone of its role is signed in. */
export function LiveUpdatesRunner({ role }: { role: UserType }): null {
  useLiveUpdates(role);
  return null;
}
