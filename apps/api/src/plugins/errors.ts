import { STATUS_CODES } from 'node:http';
import { message } from '@masar/contract/messages';
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
        .send({ statusCode: status, error: STATUS_CODES[status], message: frameworkMessage(error) });
    }
    request.log.error({ err: error }, 'request failed');
    // A database that is down or restarting is a temporary condition, not a bug.
    const unavailable = isDatabaseUnavailable(error);
    const code = unavailable ? 503 : 500;
    const text = message(unavailable ? 'serviceUnavailable' : 'internalError');
    return reply.code(code).send({ statusCode: code, error: STATUS_CODES[code], message: text });
  });
}

/** Fastify's own 4xx (unparsable body, wrong content type, too large …) as catalogue messages. */
function frameworkMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return message('invalidJson');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return message('unsupportedMediaType');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return message('requestTooLarge');
    default:
      return message('requestRefused');
  }
}

/**
 * The router's own refusals (a malformed URL, a path parameter over maxParamLength) bypass the error
 * handler and Fastify answers them with a `code` field and `error: "Bad Request"` even for 414; this
 * gives them the contract's shape, `error` being the status text.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  const text =
    status === 414 ? message('pathTooLong') : status < 500 ? message('badAddress') : STATUS_CODES[500];
  return reply.code(status).send({ statusCode: status, error: STATUS_CODES[status], message: text });
}
