import '@masar/contract/zod-messages';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { IMAGE_MAX_BYTES } from '@masar/contract/images';
import type { MailSettings } from '@masar/contract/mail';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
  type RouteOptions,
} from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject, validatorCompiler } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import { type AppConfig, type Config, DEFAULT_MAIL_FROM } from './config';
import type { Database } from './db/client';
import { answerSerializerCompiler } from './lib/answer-serializer';
import type { TokenSigner } from './lib/tokens';
import { adminActionsRoutes } from './modules/admin-actions/admin-actions.routes';
import { adminsRoutes } from './modules/admins/admins.routes';
import { ticketAttachment } from './modules/agent-bookings/agent-booking-mail';
import { agentBookingsRoutes } from './modules/agent-bookings/agent-bookings.routes';
import { agentBookingsAdminRoutes } from './modules/agent-bookings/agent-bookings-admin.routes';
import { agentsRoutes } from './modules/agents/agents.routes';
import { areasRoutes } from './modules/areas/areas.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { cancellationPolicyRoutes } from './modules/cancellation-policy/cancellation-policy.routes';
import { carsRoutes } from './modules/cars/cars.routes';
import { customerBookingsRoutes } from './modules/customer-bookings/customer-bookings.routes';
import { customerBookingsAdminRoutes } from './modules/customer-bookings/customer-bookings-admin.routes';
import { customersRoutes } from './modules/customers/customers.routes';
import { distancePricingRoutes } from './modules/distance-pricing/distance-pricing.routes';
import { driverStepsRoutes } from './modules/driver-steps/driver-steps.routes';
import { driversRoutes } from './modules/drivers/drivers.routes';
import { extraServicesRoutes } from './modules/extra-services/extra-services.routes';
import type { Geocoder } from './modules/geocoding/geocoder';
import { geocodingRoutes } from './modules/geocoding/geocoding.routes';
import { imagesRoutes } from './modules/images/images.routes';
import { invoicesRoutes } from './modules/invoices/invoices.routes';
import { locationsRoutes } from './modules/locations/locations.routes';
import { mailRoutes } from './modules/mail/mail.routes';
import { type Mailer, type MailSender, startMailSender } from './modules/mail/mail-sender';
import { eventsRoutes } from './modules/notifications/events.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { notificationsPlugin } from './modules/notifications/notifier';
import { generateVapidKeys, type VapidKeys } from './modules/notifications/web-push';
import { placesRoutes } from './modules/places/places.routes';
import { publicCatalogueRoutes } from './modules/public-catalogue/public-catalogue.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { statementsRoutes } from './modules/statements/statements.routes';
import { surchargesRoutes } from './modules/surcharges/surcharges.routes';
import { systemRoutes } from './modules/system/system.routes';
import { priceToolsRoutes } from './modules/taxi-services/price-tools.routes';
import { taxiServicesRoutes } from './modules/taxi-services/taxi-services.routes';
import { topUpRequestsRoutes } from './modules/top-up-requests/top-up-requests.routes';
import { transactionsRoutes } from './modules/transactions/transactions.routes';
import { isGuard } from './plugins/auth';
import { frameworkErrors, registerErrorHandling } from './plugins/errors';
import { PrincipalCache } from './plugins/principal-cache';
import { refuseNulCharacters } from './plugins/text-input';
import { registerWeb } from './plugins/web';

export interface AppDeps {
  db: Database;
  tokens: TokenSigner;
  config: AppConfig;
  /** Directory of the built web app; omitted in API-only tests. */
  webDist?: string;
  logLevel?: Config['LOG_LEVEL'];
  /** Human-readable log lines (a terminal) instead of JSON (a log collector). */
  prettyLogs?: boolean;
  trustProxy?: boolean;
  /** External maps service for place search; none by default (catalogue and saved places only). */
  geocoder?: Geocoder | null;
  /** Web Push keys; fresh ones for this run when omitted (tests). */
  vapid?: VapidKeys;
  /**
   * Delivers the outbox (SMTP_URL); when given, this process runs a sender loop while the app is up. Without
   * one, e-mails are kept in the outbox and never sent.
   */
  mailer?: Mailer | null;
  /** The sender loop's pace (tests go faster than the default 2 s). */
  mailSender?: { intervalMs?: number; batch?: number; leaseSeconds?: number };
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    tokens: TokenSigner;
    config: AppConfig;
    /** How e-mail leaves (GET /mail/settings): `smtp` when a mailer is given, else `keep`. */
    mail: MailSettings;
    /** Every route as registered: the guard-matrix test walks it so no route goes out unguarded. */
    routeTable: RouteOptions[];
    /** The signed-in accounts' access, kept between calls and dropped on any change of it (decision 0025). */
    principals: PrincipalCache;
  }
}

/** One line per request at debug (LOG_LEVEL=debug), not two at info: an hour of use buried everything else. */
class QuietRequestLog extends LogController {
  override incomingRequest() {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) return super.requestCompleted(error, request, reply);
    const ms = Math.round(reply.elapsedTime);
    request.log.debug(
      { statusCode: reply.statusCode, ms },
      `${request.method} ${request.url} ${reply.statusCode} ${ms} ms`,
    );
  }
}

/** The one factory of the HTTP app, used by server.ts and by every test (DESIGN.md §2). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: deps.logLevel ?? 'info',
      ...(deps.prettyLogs && {
        transport: {
          target: 'pino-pretty',
          options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
        },
      }),
      // Request logs carry method, URL and status only; these are redacted should anything log them.
      redact: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.refreshToken',
        '*.access_token',
      ],
    },
    logController: new QuietRequestLog(),
    trustProxy: deps.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler(deps.config.checkAnswers ?? true));
  app.decorate('db', deps.db);
  app.decorate('tokens', deps.tokens);
  app.decorate('config', deps.config);
  const principals = new PrincipalCache(deps.db.$client.options, app.log);
  app.decorate('principals', principals);
  app.addHook('onReady', () => principals.start());
  app.addHook('onClose', () => principals.stop());
  const mailFrom = deps.config.mailFrom ?? DEFAULT_MAIL_FROM;
  app.decorate('mail', { mode: deps.mailer ? 'smtp' : 'keep', from: mailFrom } satisfies MailSettings);
  const mailer = deps.mailer;
  if (mailer) {
    let sender: MailSender | undefined;
    app.addHook('onReady', async () => {
      sender = startMailSender(deps.db, mailer, {
        from: mailFrom,
        log: app.log,
        attach: ticketAttachment(deps.db, deps.config.timeZone),
        ...deps.mailSender,
      });
    });
    app.addHook('onClose', async () => {
      await sender?.stop();
    });
  }

  registerErrorHandling(app);
  refuseNulCharacters(app);
  const routeTable: RouteOptions[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    // A route's guard runs first (onRequest), before the body is parsed and validated: a caller without
    // the right learns nothing about the route's rules and costs no parsing.
    const preHandlers = [route.preHandler ?? []].flat();
    const guards = preHandlers.filter(isGuard);
    if (guards.length > 0) {
      route.onRequest = [...[route.onRequest ?? []].flat(), ...guards];
      route.preHandler = preHandlers.filter((handler) => !isGuard(handler));
    }
    routeTable.push(route);
  });
  await app.register(notificationsPlugin, { vapid: deps.vapid ?? generateVapidKeys() });
  // API answers over 1 KB are compressed (brotli or gzip, as the client accepts); the web's files come
  // precompressed from the build, and the event stream (hijacked) is never buffered by it.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  // Helmet's security headers on every answer, its middleware built once: @fastify/helmet builds it again for
  // every request (~3 % of a list page's CPU, issue #21).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'connect-src': ["'self'"],
        'worker-src': ["'self'"],
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  await app.register(swagger, {
    openapi: {
      info: { title: 'Masar API', version: deps.config.version },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    // Routes name the contract's schemas that carry `.meta({ id })` by $ref; this fills
    // components.schemas with them (an input and an output variant each) so every $ref resolves.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  // Uploads are read in memory by lib/multipart.ts; these are the defaults, a route may lower or raise
  // files/fileSize for itself (avatars: 1 file, the catalogue: up to 8 car images).
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 30, fieldSize: 64 * 1024, parts: 40 },
  });

  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(authRoutes);
      await api.register(adminsRoutes);
      await api.register(agentsRoutes);
      await api.register(customersRoutes);
      await api.register(placesRoutes);
      await api.register(imagesRoutes);
      await api.register(locationsRoutes);
      await api.register(areasRoutes);
      await api.register(carsRoutes);
      await api.register(driversRoutes);
      await api.register(driverStepsRoutes);
      await api.register(taxiServicesRoutes);
      await api.register(priceToolsRoutes);
      await api.register(extraServicesRoutes);
      await api.register(surchargesRoutes);
      await api.register(distancePricingRoutes);
      await api.register(cancellationPolicyRoutes);
      await api.register(geocodingRoutes, { geocoder: deps.geocoder ?? null });
      await api.register(publicCatalogueRoutes, { geocoder: deps.geocoder ?? null });
      await api.register(agentBookingsRoutes);
      await api.register(agentBookingsAdminRoutes);
      await api.register(customerBookingsRoutes);
      await api.register(customerBookingsAdminRoutes);
      await api.register(transactionsRoutes);
      await api.register(statementsRoutes);
      await api.register(topUpRequestsRoutes);
      await api.register(eventsRoutes);
      await api.register(notificationsRoutes);
      await api.register(adminActionsRoutes);
      await api.register(reportsRoutes);
      await api.register(mailRoutes);
      await api.register(invoicesRoutes);
    },
    { prefix: '/api' },
  );
  await registerWeb(app, deps.webDist);
  return app;
}
