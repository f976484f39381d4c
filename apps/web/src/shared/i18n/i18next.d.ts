import type account from '../../locales/en/account.json';
import type adminActions from '../../locales/en/admin-actions.json';
import type admins from '../../locales/en/admins.json';
import type agentBooking from '../../locales/en/agent-booking.json';
import type agents from '../../locales/en/agents.json';
import type agentsBookings from '../../locales/en/agents-bookings.json';
import type auth from '../../locales/en/auth.json';
import type bookings from '../../locales/en/bookings.json';
import type catalogue from '../../locales/en/catalogue.json';
import type common from '../../locales/en/common.json';
import type customerBookings from '../../locales/en/customer-bookings.json';
import type customers from '../../locales/en/customers.json';
import type dispatch from '../../locales/en/dispatch.json';
import type drivers from '../../locales/en/drivers.json';
import type errors from '../../locales/en/errors.json';
import type geo from '../../locales/en/geo.json';
import type home from '../../locales/en/home.json';
import type invoices from '../../locales/en/invoices.json';
import type mail from '../../locales/en/mail.json';
import type messages from '../../locales/en/messages.json';
import type nav from '../../locales/en/nav.json';
import type notifications from '../../locales/en/notifications.json';
import type payments from '../../locales/en/payments.json';
import type permissions from '../../locales/en/permissions.json';
import type priceTools from '../../locales/en/price-tools.json';
import type profile from '../../locales/en/profile.json';
import type publicBooking from '../../locales/en/public-booking.json';
import type reports from '../../locales/en/reports.json';
import type statements from '../../locales/en/statements.json';
import type topUpRequests from '../../locales/en/top-up-requests.json';
import type wallet from '../../locales/en/wallet.json';

/** Typed translation keys: a missing key is a compile error. ar and en have the same keys (see the parity test). */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      nav: typeof nav;
      errors: typeof errors;
      home: typeof home;
      reports: typeof reports;
      catalogue: typeof catalogue;
      'price-tools': typeof priceTools;
      permissions: typeof permissions;
      admins: typeof admins;
      agents: typeof agents;
      profile: typeof profile;
      'agent-booking': typeof agentBooking;
      geo: typeof geo;
      bookings: typeof bookings;
      wallet: typeof wallet;
      'agents-bookings': typeof agentsBookings;
      'customer-bookings': typeof customerBookings;
      customers: typeof customers;
      'public-booking': typeof publicBooking;
      account: typeof account;
      payments: typeof payments;
      statements: typeof statements;
      'admin-actions': typeof adminActions;
      notifications: typeof notifications;
      mail: typeof mail;
      invoices: typeof invoices;
      'top-up-requests': typeof topUpRequests;
      drivers: typeof drivers;
      dispatch: typeof dispatch;
      messages: typeof messages;
    };
  }
}
