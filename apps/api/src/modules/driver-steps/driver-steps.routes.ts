import { idParams } from '@masar/contract/common';
import {
  jobProgressSchema,
  stepSettingsBody,
  stepSettingsSchema,
  takeStepBody,
} from '@masar/contract/driver-steps';
import type { BookingKind } from '@masar/contract/drivers';
import type { Permission } from '@masar/contract/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireRole } from '../../plugins/auth';
import {
  bookingJobProgress,
  getStepSettings,
  myJobProgress,
  takeStep,
  updateStepSettings,
} from './driver-steps.service';

const tags = ['drivers'];
const security = [{ bearer: [] }];

/**
 * The driver's trip steps (issue #18 part 2, decision 0013 addendum): a driver walks only their own job;
 * a booking's admins, agent or customer read its progress; ViewDrivers reads and ManageOrders (with
 * ViewDrivers) sets the waiting time before a no-show.
 */
export const driverStepsRoutes: FastifyPluginAsyncZod = async (app) => {
  const asDriver = requireRole('Driver');

  app.post(
    '/drivers/my-jobs/:id/steps',
    {
      preHandler: asDriver,
      schema: {
        tags,
        security,
        summary: 'The next step of one of my jobs (409 out of order or too early, 404 for any other job)',
        params: idParams,
        body: takeStepBody,
        response: { 200: jobProgressSchema },
      },
    },
    async (request) =>
      takeStep(app.db, app.config.timeZone, principalOf(request).id, request.params.id, request.body),
  );

  app.get(
    '/drivers/my-jobs/:id/progress',
    {
      preHandler: asDriver,
      schema: {
        tags,
        security,
        summary: "One of my jobs' status and steps",
        params: idParams,
        response: { 200: jobProgressSchema },
      },
    },
    async (request) => myJobProgress(app.db, principalOf(request).id, request.params.id),
  );

  const kinds: { kind: BookingKind; path: string; owner: 'Agent' | 'User'; view: Permission }[] = [
    { kind: 'Agent', path: 'agent', owner: 'Agent', view: 'ViewAgentsBookings' },
    { kind: 'Customer', path: 'customer', owner: 'User', view: 'ViewOrders' },
  ];
  for (const { kind, path, owner, view } of kinds) {
    app.get(
      `/drivers/job-progress/${path}/:id`,
      {
        preHandler: requireRole(['Admin', owner], { permission: view }),
        schema: {
          tags,
          security,
          summary: `The driver job of a ${path} booking: status and timeline (positions for admins only)`,
          params: idParams,
          response: { 200: jobProgressSchema },
        },
      },
      async (request) => bookingJobProgress(app.db, kind, request.params.id, principalOf(request)),
    );
  }

  app.get(
    '/drivers/step-settings',
    {
      preHandler: requireRole('Admin', { permission: 'ViewDrivers' }),
      schema: {
        tags,
        security,
        summary: 'The waiting time before a no-show (airport pickups and others)',
        response: { 200: stepSettingsSchema },
      },
    },
    async () => getStepSettings(app.db),
  );

  app.put(
    '/drivers/step-settings',
    {
      preHandler: requireRole('Admin', { permission: ['ManageOrders', 'ViewDrivers'] }),
      schema: {
        tags,
        security,
        summary: 'Set the waiting time before a no-show',
        body: stepSettingsBody,
        response: { 200: stepSettingsSchema },
      },
    },
    async (request) => updateStepSettings(app.db, principalOf(request).id, request.body),
  );
};
