import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

/**
 * Answers are written by fast-json-stringify, compiled from each route's Zod answer schema (decision 0019):
 * it writes only the schema's fields, as the Zod check does, at a fraction of its cost (the Zod check and
 * JSON.stringify of a 40-offer quote took 0.35 ms, 0.11 ms this way). Outside production (tests, dev) every
 * answer is also checked by Zod and must read back as what Zod would write (fields in any order), so a field the
 * contract does not allow, or a value fast-json-stringify would write differently, fails the test that
 * sends it. An answer schema JSON Schema cannot express (a transform) keeps the Zod check alone.
 */
export function answerSerializerCompiler(checkAnswers: boolean): FastifySerializerCompiler<ZodType> {
  return (route) => {
    const zodWrite = zodSerializerCompiler(route);
    // Compiled at the first answer: compiling all ~290 answer schemas at start-up took 0.4 s.
    let write: ((data: unknown) => string) | undefined;
    return (data) => {
      write ??= compile(route.schema) ?? zodWrite;
      if (!checkAnswers || write === zodWrite) return write(data);
      const expected = zodWrite(data);
      const written = write(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `${route.method} ${route.url}: the answer writer differs from Zod\n${written.slice(0, 500)}\n${expected.slice(0, 500)}`,
        );
      }
      return written;
    };
  };
}

function compile(schema: ZodType): ((data: unknown) => string) | undefined {
  let json: object;
  try {
    json = z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'throw' });
  } catch {
    return undefined;
  }
  return fastJson(nullableWritten(json) as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
}

/**
 * Zod writes `.nullable()` as `anyOf: [schema, {type: 'null'}]`, which fast-json-stringify resolves for each
 * value by running an Ajv validator (a fifth of a booking answer's CPU); its own `nullable: true` is a test for
 * null. A named schema (`$ref`) is written in place for it, unless it contains itself.
 */
function nullableWritten(schema: object): object {
  const definitions = (schema as { definitions?: Record<string, object> }).definitions ?? {};
  const isNull = (option: unknown) =>
    !!option &&
    typeof option === 'object' &&
    Object.keys(option).join() === 'type' &&
    (option as { type: unknown }).type === 'null';
  const rewrite = (node: unknown, inlining: readonly string[]): unknown => {
    if (Array.isArray(node)) return node.map((item) => rewrite(item, inlining));
    if (!node || typeof node !== 'object') return node;
    const { anyOf, ...rest } = node as { anyOf?: unknown[] } & Record<string, unknown>;
    if (anyOf?.length === 2 && (isNull(anyOf[0]) || isNull(anyOf[1]))) {
      let other = (isNull(anyOf[1]) ? anyOf[0] : anyOf[1]) as Record<string, unknown>;
      const ref = typeof other.$ref === 'string' ? other.$ref.replace('#/definitions/', '') : undefined;
      if (ref && definitions[ref] && !inlining.includes(ref) && Object.keys(other).length === 1) {
        other = definitions[ref] as Record<string, unknown>;
      }
      if (!('$ref' in other) && !('anyOf' in other)) {
        const inner = rewrite(other, ref ? [...inlining, ref] : inlining) as object;
        return { ...rest, ...inner, nullable: true };
      }
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, rewrite(value, inlining)]));
  };
  return rewrite(schema, []) as object;
}
