import { idParams } from '@masar/contract/common';
import {
  assignDriverBody,
  assignmentResponse,
  type BookingKind,
  createDriverBody,
  type DispatchResponse,
  dispatchDriversQuery,
  dispatchDriversResponse,
  dispatchQuery,
  dispatchResponse,
  driverJobSchema,
  driverJobsResponse,
  driverListResponse,
  driverOptionsResponse,
  driverSchema,
  listDriversQuery,
  PHOTO_FIELD,
  unassignDriverBody,
  updateDriverBody,
} from '@masar/contract/drivers';
import { IMAGE_MAX_BYTES } from '@masar/contract/images';
import type { Permission } from '@masar/contract/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readMultipartForm } from '../../lib/multipart';
import { principalOf, requireRole } from '../../plugins/auth';
import { mailContextOf } from '../mail/mail.service';
import { DispatchBoardCache, dispatchDrivers } from './dispatch.service';
import { assignDriver, bookingDriver, getMyJob, listMyJobs, unassignDriver } from './driver-jobs.service';
import {
  createDriver,
  getDriver,
  listDriverOptions,
  listDrivers,
  removeDriverPhoto,
  setDriverPhoto,
  updateDriver,
} from './drivers.service';

const tags = ['drivers'];
const security = [{ bearer: [] }];

/**
 * Drivers (issue #18, decision 0013): ViewDrivers (or ViewerAdmin) reads them, ManageOrders defines, edits and
 * assigns them; assigning also needs the read permission of that kind of booking (decision 0007). A driver
 * reads only their own jobs.
 */
export const driversRoutes: FastifyPluginAsyncZod = async (app) => {
  const canRead = requireRole('Admin', { permission: 'ViewDrivers' });
  const canEdit = requireRole('Admin', { permission: ['ManageOrders', 'ViewDrivers'] });
  const asDriver = requireRole('Driver');
  const boards = new DispatchBoardCache();
  // Any change announced on the bus (after its commit) may move a trip on some board.
  const unsubscribe = app.notifier.bus.subscribe(() => boards.clear());
  app.addHook('onClose', async () => {
    unsubscribe();
  });

  app.get(
    '/drivers',
    {
      preHandler: canRead,
      schema: {
        tags,
        security,
        summary: 'Drivers, a page at a time',
        querystring: listDriversQuery,
        response: { 200: driverListResponse },
      },
    },
    async (request) => listDrivers(app.db, request.query),
  );

  app.get(
    '/drivers/options',
    {
      preHandler: canRead,
      schema: {
        tags,
        security,
        summary: 'Active drivers with vehicles (the assignment picker)',
        response: { 200: driverOptionsResponse },
      },
    },
    async () => listDriverOptions(app.db),
  );

  app.get(
    '/drivers/dispatch',
    {
      preHandler: canRead,
      schema: {
        tags,
        security,
        summary:
          'The dispatch board: a day (business time zone) of Requested, Accepted and Completed trips of the kinds of bookings the admin may read, unassigned first, then by pickup time',
        querystring: dispatchQuery,
        response: { 200: dispatchResponse },
      },
    },
    // The JSON comes whole from PostgreSQL (thousands of rows a day, docs/performance.md): sent as it is,
    // in the response schema's shape (dispatch.test.ts parses it with the schema).
    // Compressed here, once per board (the compress plugin leaves an answer with a Content-Encoding alone).
    async (request, reply) => {
      const accepted = String(request.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
      const body = await boards.get(
        app.db,
        app.config.timeZone,
        principalOf(request).permissions,
        request.query,
        encoding,
      );
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply
        .header('vary', 'accept-encoding')
        .type('application/json; charset=utf-8')
        .send(body as unknown as DispatchResponse);
    },
  );

  app.get(
    '/drivers/dispatch/drivers',
    {
      preHandler: canRead,
      schema: {
        tags,
        security,
        summary: "The dispatch picker: active drivers with vehicles and that day's jobs (to flag overlaps)",
        querystring: dispatchDriversQuery,
        response: { 200: dispatchDriversResponse },
      },
    },
    async (request) =>
      dispatchDrivers(app.db, app.config.timeZone, principalOf(request).permissions, request.query.date),
  );

  app.get(
    '/drivers/one/:id',
    {
      preHandler: canRead,
      schema: { tags, security, summary: 'One driver', params: idParams, response: { 200: driverSchema } },
    },
    async (request) => getDriver(app.db, request.params.id),
  );

  app.post(
    '/drivers',
    {
      preHandler: canEdit,
      schema: {
        tags,
        security,
        summary: 'Define a driver with vehicles and a first password',
        body: createDriverBody,
        response: { 201: driverSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createDriver(app.db, request.body, principalOf(request).id)),
  );

  app.patch(
    '/drivers/:id',
    {
      preHandler: canEdit,
      schema: {
        tags,
        security,
        summary: 'Change a driver (only the fields sent)',
        params: idParams,
        body: updateDriverBody,
        response: { 200: driverSchema },
      },
    },
    async (request) => {
      const driver = await updateDriver(app.db, request.params.id, request.body, principalOf(request).id);
      app.principals.forget('Driver', request.params.id); // a deactivation applies to its next call
      return driver;
    },
  );

  app.put(
    '/drivers/:id/photo',
    {
      preHandler: canEdit,
      schema: {
        tags,
        security,
        summary: `Set a driver's photo (multipart/form-data: one "${PHOTO_FIELD}" file, JPEG, PNG or WebP)`,
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: driverSchema },
      },
    },
    async (request) =>
      setDriverPhoto(
        app.db,
        request.params.id,
        await readMultipartForm(request, {
          fileFields: [PHOTO_FIELD],
          maxFiles: 1,
          maxFileBytes: IMAGE_MAX_BYTES,
        }),
        principalOf(request).id,
      ),
  );

  app.delete(
    '/drivers/:id/photo',
    {
      preHandler: canEdit,
      schema: {
        tags,
        security,
        summary: "Remove a driver's photo",
        params: idParams,
        response: { 200: driverSchema },
      },
    },
    async (request) => removeDriverPhoto(app.db, request.params.id, principalOf(request).id),
  );

  const kinds: { kind: BookingKind; path: string; owner: 'Agent' | 'User'; view: Permission }[] = [
    { kind: 'Agent', path: 'agent', owner: 'Agent', view: 'ViewAgentsBookings' },
    { kind: 'Customer', path: 'customer', owner: 'User', view: 'ViewOrders' },
  ];
  for (const { kind, path, owner, view } of kinds) {
    app.get(
      `/drivers/assignment/${path}/:id`,
      {
        preHandler: requireRole(['Admin', owner], { permission: view }),
        schema: {
          tags,
          security,
          summary: `The driver and vehicle of a ${path} booking (its ${owner === 'Agent' ? 'agent' : 'customer'} or admins)`,
          params: idParams,
          response: { 200: assignmentResponse },
        },
      },
      async (request) => bookingDriver(app.db, kind, request.params.id, principalOf(request)),
    );
    const canAssign = requireRole('Admin', { permission: ['ManageOrders', view] });
    app.put(
      `/drivers/assignment/${path}/:id`,
      {
        preHandler: canAssign,
        schema: {
          tags,
          security,
          summary: `Assign or reassign a driver and vehicle to a ${path} booking (409 when another admin changed it first)`,
          params: idParams,
          body: assignDriverBody,
          response: { 200: assignmentResponse },
        },
      },
      async (request) => {
        const answer = await assignDriver(
          app.db,
          principalOf(request).id,
          kind,
          request.params.id,
          request.body,
          mailContextOf(app),
        );
        // This process's boards show the change at once (the bus tells the other processes).
        boards.clear();
        return answer;
      },
    );
    app.post(
      `/drivers/assignment/${path}/:id/unassign`,
      {
        preHandler: canAssign,
        schema: {
          tags,
          security,
          summary: `Take the driver off a ${path} booking`,
          params: idParams,
          body: unassignDriverBody,
          response: { 200: assignmentResponse },
        },
      },
      async (request) => {
        const answer = await unassignDriver(
          app.db,
          principalOf(request).id,
          kind,
          request.params.id,
          request.body,
        );
        boards.clear();
        return answer;
      },
    );
  }

  app.get(
    '/drivers/my-jobs',
    {
      preHandler: asDriver,
      schema: {
        tags,
        security,
        summary: "The signed-in driver's jobs still to run, soonest first",
        response: { 200: driverJobsResponse },
      },
    },
    async (request) => listMyJobs(app.db, principalOf(request).id),
  );

  app.get(
    '/drivers/my-jobs/:id',
    {
      preHandler: asDriver,
      schema: {
        tags,
        security,
        summary: "One of the signed-in driver's jobs (404 for any other)",
        params: idParams,
        response: { 200: driverJobSchema },
      },
    },
    async (request) => getMyJob(app.db, principalOf(request).id, request.params.id),
  );
};
