import {
  CAR_IMAGES_FIELD,
  CAR_MAX_IMAGES,
  carListResponse,
  carOptionsResponse,
  carSchema,
  listAllCarsQuery,
  listCarsQuery,
} from '@masar/contract/cars';
import { idParams } from '@masar/contract/common';
import { IMAGE_MAX_BYTES } from '@masar/contract/images';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readMultipartForm } from '../../lib/multipart';
import { principalOf, requireRole } from '../../plugins/auth';
import { createCar, deleteCar, getCar, listAllCars, listCars, updateCar } from './cars.service';

const tags = ['cars'];
const security = [{ bearer: [] }];
const uploads = { fileFields: [CAR_IMAGES_FIELD], maxFiles: CAR_MAX_IMAGES, maxFileBytes: IMAGE_MAX_BYTES };

/** The car catalogue with pictures; changing it needs EditCars (DESIGN.md §4). */
export const carsRoutes: FastifyPluginAsyncZod = async (app) => {
  const canRead = requireRole(['Admin', 'Agent', 'User']);
  const canEdit = requireRole('Admin', { permission: 'EditCars' });

  app.post(
    '/car',
    {
      preHandler: canEdit,
      schema: {
        tags,
        security,
        summary: `Define a car (multipart/form-data: the fields of createCarBody and up to ${CAR_MAX_IMAGES} "${CAR_IMAGES_FIELD}" files)`,
        consumes: ['multipart/form-data'],
        response: { 201: carSchema },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, uploads);
      return reply.code(201).send(await createCar(app.db, form, principalOf(request).id));
    },
  );

  app.get(
    '/car/all',
    {
      preHandler: canRead,
      schema: {
        tags,
        security,
        summary: 'Cars, a page at a time',
        querystring: listCarsQuery,
        response: { 200: carListResponse },
      },
    },
    async (request) => listCars(app.db, request.query),
  );

  app.get(
    '/car/allNoPagination',
    {
      preHandler: canRead,
      schema: {
        tags,
        security,
        summary: 'Every car, by English name (for pickers)',
        querystring: listAllCarsQuery,
        response: { 200: carOptionsResponse },
      },
    },
    async (request) => listAllCars(app.db, request.query),
  );

  app.get(
    '/car/one/:id',
    {
      preHandler: canRead,
      schema: { tags, security, summary: 'One car', params: idParams, response: { 200: carSchema } },
    },
    async (request) => getCar(app.db, request.params.id),
  );

  app.patch(
    '/car/:id',
    {
      preHandler: canEdit,
      schema: {
        tags,
        security,
        summary: `Change a car (multipart/form-data: the fields of updateCarBody, new "${CAR_IMAGES_FIELD}" files, removeImageIds, imageOrder)`,
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: carSchema },
      },
    },
    async (request) =>
      updateCar(
        app.db,
        request.params.id,
        await readMultipartForm(request, uploads),
        principalOf(request).id,
      ),
  );

  app.delete(
    '/car/:id',
    {
      preHandler: canEdit,
      schema: {
        tags,
        security,
        summary: 'Delete a car (soft: its taxi services go with it)',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteCar(app.db, request.params.id, principalOf(request).id);
      return reply.code(204).send(null);
    },
  );
};
