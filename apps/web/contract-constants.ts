import type { Plugin } from 'vite';
import { regexes } from 'zod/v4/core';
import { CAR_BAGS_MAX, CAR_PASSENGERS_MAX } from '../../packages/contract/src/cars';
import { locationTypes } from '../../packages/contract/src/locations';
import { MIN_HOURS_MAX } from '../../packages/contract/src/taxi-services';
import { tripDirections } from '../../packages/contract/src/trips';

/**
 * Plain constants of the contract for the pages of a first load (the home page's trip widget, issue #9). Every
 * contract file builds Zod schemas at its top, and a page importing one constant from it downloads the shared
 * chunk of that file and Zod with it (26 KB gzip). This module serves the contract's own values, read here at
 * build time, as `virtual:contract-constants`: the contract (and Zod, for the id pattern) stays their only
 * source. Types: src/contract-constants.d.ts.
 */
const constants = {
  CAR_BAGS_MAX,
  CAR_PASSENGERS_MAX,
  MIN_HOURS_MAX,
  locationTypes,
  tripDirections,
  /** The pattern of `z.uuid()`, the id rule of the contract's `isUuid`. */
  uuidPattern: regexes.uuid(),
};

const literal = (value: unknown) => (value instanceof RegExp ? String(value) : JSON.stringify(value));

const moduleId = 'virtual:contract-constants';
const resolvedId = `\0${moduleId}`;

export function contractConstants(): Plugin {
  return {
    name: 'masar-contract-constants',
    resolveId: (id) => (id === moduleId ? resolvedId : undefined),
    load: (id) =>
      id === resolvedId
        ? Object.entries(constants)
            .map(([name, value]) => `export const ${name} = ${literal(value)};`)
            .join('\n')
        : undefined,
  };
}
