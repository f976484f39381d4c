/**
 * The agent panel's pages (app/routes.ts names them): their own chunk, so that the dependency lists of its
 * pages are not in the entry every first load downloads (issue #9). It loads beside the layout.
 */
export const NewBookingPage = () =>
  import('../features/agent-bookings/pages/new-booking-page').then((m) => m.NewBookingPage);
export const ProfilePage = () => import('../features/agents/pages/profile-page').then((m) => m.ProfilePage);
export const PersonalInfoPage = () =>
  import('../features/agents/pages/personal-info-page').then((m) => m.PersonalInfoPage);
export const PlacesPage = () => import('../features/places/pages/places-page').then((m) => m.PlacesPage);
export const TripsHistoryPage = () =>
  import('../features/agent-bookings/pages/trips-history-page').then((m) => m.TripsHistoryPage);
export const WalletTransactionsPage = () =>
  import('../features/transactions/pages/wallet-transactions-page').then((m) => m.WalletTransactionsPage);
export const AgentStatementPage = () =>
  import('../features/statements/pages/agent-statement-page').then((m) => m.AgentStatementPage);
export const SearchTaxiPage = () =>
  import('../features/agent-bookings/pages/search-taxi-page').then((m) => m.SearchTaxiPage);
export const SelectTimePage = () =>
  import('../features/agent-bookings/pages/select-time-page').then((m) => m.SelectTimePage);
export const TravelerInfoPage = () =>
  import('../features/agent-bookings/pages/traveler-info-page').then((m) => m.TravelerInfoPage);
export const RequestsPage = () =>
  import('../features/agent-bookings/pages/requests-page').then((m) => m.RequestsPage);
export const AgentInvoicesPage = () =>
  import('../features/invoices/pages/agent-invoices-page').then((m) => m.AgentInvoicesPage);
export const TopUpRequestsPage = () =>
  import('../features/top-up-requests/pages/top-up-requests-page').then((m) => m.TopUpRequestsPage);
