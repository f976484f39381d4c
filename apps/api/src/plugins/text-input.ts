import { NUL_CHARACTER_MESSAGE } from '@masar/contract/common';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors';

/** `field: message` for every string (or object key) holding a NUL character, at any depth. */
export function nulCharacterProblems(value: unknown, path: string): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [`${path}: ${NUL_CHARACTER_MESSAGE}`] : [];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const where = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return [`${where}: ${NUL_CHARACTER_MESSAGE}`];
    return nulCharacterProblems(inner, where);
  });
}

/**
 * PostgreSQL refuses NUL in text (a 500 if it got there), so no route ever sees one: path parameters,
 * query strings and JSON bodies are checked here, before validation; multipart fields in lib/multipart.ts.
 */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const problems = [
      ...nulCharacterProblems(request.params, ''),
      ...nulCharacterProblems(request.query, ''),
      ...(typeof request.body === 'string'
        ? nulCharacterProblems(request.body, 'body')
        : nulCharacterProblems(request.body, '')),
    ];
    if (problems.length > 0) throw badRequest(problems);
  });
}
