/**
 * The admin area's pages (app/routes.ts names them): their own chunk, so that the dependency lists of ~20
 * pages are not in the entry every first load downloads (issue #9). It loads beside the layout.
 */
export const ReportsPage = () => import('../features/reports/pages/reports-page').then((m) => m.ReportsPage);
export const DefineAdminPage = () =>
  import('../features/admins/pages/define-admin-page').then((m) => m.DefineAdminPage);
export const EditAdminPage = () =>
  import('../features/admins/pages/edit-admin-page').then((m) => m.EditAdminPage);
export const ListAdminsPage = () =>
  import('../features/admins/pages/list-admins-page').then((m) => m.ListAdminsPage);
export const DefineAgentPage = () =>
  import('../features/agents/pages/define-agent-page').then((m) => m.DefineAgentPage);
export const ListAgentsPage = () =>
  import('../features/agents/pages/list-agents-page').then((m) => m.ListAgentsPage);
export const EditAgentPage = () =>
  import('../features/agents/pages/edit-agent-page').then((m) => m.EditAgentPage);
export const AdminAgentBookingsPage = () =>
  import('../features/agent-bookings/pages/admin-agent-bookings-page').then((m) => m.AdminAgentBookingsPage);
export const AdminCustomerBookingsPage = () =>
  import('../features/customer-bookings/pages/admin-customer-bookings-page').then(
    (m) => m.AdminCustomerBookingsPage,
  );
export const CustomersPage = () =>
  import('../features/customers/pages/customers-page').then((m) => m.CustomersPage);
export const PaymentsPage = () =>
  import('../features/transactions/pages/payments-page').then((m) => m.PaymentsPage);
export const AdminStatementPage = () =>
  import('../features/statements/pages/admin-statement-page').then((m) => m.AdminStatementPage);
export const AdminActionsPage = () =>
  import('../features/admin-actions/pages/admin-actions-page').then((m) => m.AdminActionsPage);
export const DefineCarPage = () =>
  import('../features/cars/pages/define-car-page').then((m) => m.DefineCarPage);
export const ListCarsPage = () => import('../features/cars/pages/list-cars-page').then((m) => m.ListCarsPage);
export const EditCarPage = () => import('../features/cars/pages/edit-car-page').then((m) => m.EditCarPage);
export const ExtraServicesPage = () =>
  import('../features/extra-services/pages/extra-services-page').then((m) => m.ExtraServicesPage);
export const DefineLocationPage = () =>
  import('../features/locations/pages/define-location-page').then((m) => m.DefineLocationPage);
export const ListLocationsPage = () =>
  import('../features/locations/pages/list-locations-page').then((m) => m.ListLocationsPage);
export const EditLocationPage = () =>
  import('../features/locations/pages/edit-location-page').then((m) => m.EditLocationPage);
export const AreasPage = () => import('../features/areas/pages/areas-page').then((m) => m.AreasPage);
export const ManageTaxiServicesPage = () =>
  import('../features/taxi-services/pages/manage-taxi-services-page').then((m) => m.ManageTaxiServicesPage);
export const PriceSimulatorPage = () =>
  import('../features/taxi-services/pages/price-simulator-page').then((m) => m.PriceSimulatorPage);
export const DistancePricingPage = () =>
  import('../features/distance-pricing/pages/distance-pricing-page').then((m) => m.DistancePricingPage);
export const SurchargesPage = () =>
  import('../features/surcharges/pages/surcharges-page').then((m) => m.SurchargesPage);
export const SendNotificationPage = () =>
  import('../features/notifications/pages/send-notification-page').then((m) => m.SendNotificationPage);
export const OutboxPage = () => import('../features/mail/pages/outbox-page').then((m) => m.OutboxPage);
export const AdminInvoicesPage = () =>
  import('../features/invoices/pages/admin-invoices-page').then((m) => m.AdminInvoicesPage);
export const SellerSettingsPage = () =>
  import('../features/invoices/pages/seller-settings-page').then((m) => m.SellerSettingsPage);
export const TopUpQueuePage = () =>
  import('../features/top-up-requests/pages/top-up-queue-page').then((m) => m.TopUpQueuePage);
export const ListDriversPage = () =>
  import('../features/drivers/pages/list-drivers-page').then((m) => m.ListDriversPage);
export const DefineDriverPage = () =>
  import('../features/drivers/pages/define-driver-page').then((m) => m.DefineDriverPage);
export const EditDriverPage = () =>
  import('../features/drivers/pages/edit-driver-page').then((m) => m.EditDriverPage);
export const DispatchPage = () =>
  import('../features/drivers/pages/dispatch-page').then((m) => m.DispatchPage);
