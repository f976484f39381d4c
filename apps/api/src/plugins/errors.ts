import { STATUS_CODES } from 'node:http';
import { BAD_ADDRESS_MESSAGE, PATH_TOO_LONG_MESSAGE } from '@masar/contract/common';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../lib/database-errors';
import { HttpError } from '../lib/errors';

/** Every error leaves as `{ statusCode, error, message }` (DESIGN.md §3); 5xx bodies never say more. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const messages = error.validation.map((issue) => {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return field ? `${field}: ${issue.message}` : `${where}: ${issue.message}`;
      });
      return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: messages });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({
        statusCode: error.statusCode,
        error: STATUS_CODES[error.statusCode],
        message: error.messages,
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ statusCode: status, error: STATUS_CODES[status], message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    // A database that is down or restarting is a temporary condition, not a bug.
    const unavailable = isDatabaseUnavailable(error);
    const code = unavailable ? 503 : 500;
    const message = unavailable ? 'Service temporarily unavailable' : 'Internal Server Error';
    return reply.code(code).send({ statusCode: code, error: STATUS_CODES[code], message });
  });
}

/**
 * The router's own refusals (a malformed URL, a path parameter over maxParamLength) bypass the error
 * handler and Fastify answers them with a `code` field and `error: "Bad Request"` even for 414; this
 * gives them the contract's shape, `error` being the status text.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  const message =
    status === 414 ? PATH_TOO_LONG_MESSAGE : status < 500 ? BAD_ADDRESS_MESSAGE : STATUS_CODES[500];
  return reply.code(status).send({ statusCode: status, error: STATUS_CODES[status], message });
}
