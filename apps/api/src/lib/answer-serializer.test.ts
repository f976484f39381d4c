import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializerCompiler } from './answer-serializer';

/** A named schema: Zod's JSON Schema refers to it (`$ref`), the writer writes it in place. */
const place = z.object({ name: z.string() }).meta({ id: 'AnswerWriterTestPlace' });

const answer = z.object({
  id: z.uuid(),
  total: z.int(),
  note: z.string().nullable(),
  lines: z.array(z.object({ label: z.string(), amount: z.int() })),
  discount: z.object({ percent: z.int() }).optional(),
  driver: z.object({ name: z.string() }).nullable(),
  pickedUpAt: z.iso.datetime().nullable(),
  pickup: place.nullable(),
  dropOff: place.nullable(),
});

async function appAnswering(checkAnswers: boolean, body: unknown) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setSerializerCompiler(answerSerializerCompiler(checkAnswers));
  app.get('/thing', { schema: { response: { 200: answer } } }, async () => body as z.infer<typeof answer>);
  await app.ready();
  return app;
}

const thing = {
  id: '0b6f1c4e-8a43-4d8e-9a55-0f3a3b7f2a10',
  total: 12345,
  note: null,
  lines: [{ label: 'Night surcharge', amount: 200, internal: 'not in the contract' }],
  discount: { percent: 10 },
  driver: null,
  pickedUpAt: null,
  pickup: { name: 'Jeddah airport', code: 'not in the contract' },
  dropOff: null,
  passwordHash: 'never written',
};

describe('the answer writer (decision 0019)', () => {
  it.each([true, false])(
    'writes only the fields the schema names (checked by Zod too: %s)',
    async (check) => {
      const app = await appAnswering(check, thing);
      const response = await app.inject('/thing');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: thing.id,
        total: 12345,
        note: null,
        lines: [{ label: 'Night surcharge', amount: 200 }],
        discount: { percent: 10 },
        driver: null,
        pickedUpAt: null,
        pickup: { name: 'Jeddah airport' },
        dropOff: null,
      });
      expect(response.body).not.toContain('never written');
      await app.close();
    },
  );

  it.each([true, false])(
    'writes a nullable field given a value as its schema says (checked by Zod too: %s)',
    async (check) => {
      const given = { ...thing, note: 'Gate 3', driver: { name: 'Saad', phone: 'not in the contract' } };
      const app = await appAnswering(check, { ...given, pickedUpAt: '2026-11-26T18:00:00.000Z' });
      const response = await app.inject('/thing');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        note: 'Gate 3',
        driver: { name: 'Saad' },
        pickedUpAt: '2026-11-26T18:00:00.000Z',
      });
      expect(response.body).not.toContain('not in the contract');
      await app.close();
    },
  );

  it('fails an answer the contract does not allow when answers are checked (tests, dev)', async () => {
    const app = await appAnswering(true, { ...thing, id: 'not-a-uuid' });
    expect((await app.inject('/thing')).statusCode).toBe(500);
    await app.close();
  });

  it('fails an answer missing a required field, checked or not', async () => {
    const { total: _total, ...withoutTotal } = thing;
    for (const check of [true, false]) {
      const app = await appAnswering(check, withoutTotal);
      expect((await app.inject('/thing')).statusCode).toBe(500);
      await app.close();
    }
  });
});
