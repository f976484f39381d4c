import type { languages } from '@masar/contract/constants';
import type { FastifyRequest } from 'fastify';

export type Language = (typeof languages)[number];

/**
 * The language of the page that sent the request: the web client sends it as Accept-Language; anything else
 * reads as Arabic, the default.
 */
export function requestLanguage(request: FastifyRequest): Language {
  return request.headers['accept-language']?.trim().toLowerCase().startsWith('en') ? 'en' : 'ar';
}
