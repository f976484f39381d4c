import { LAST_ADMIN_EDITOR } from '@masar/contract/admins';
import { and, arrayContains, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../../test/accounts';
import { createTestApp } from '../../../test/test-app';
import { admins } from '../../db/schema/index';
import { createAdmin } from '../../seed/factories';
import { updateAdmin } from './admins.service';

// Its own database: these tests count every active EditAdmins holder in it.
const { app, db } = await createTestApp();

const activeEditors = async () =>
  db
    .select({ id: admins.id })
    .from(admins)
    .where(and(eq(admins.active, true), arrayContains(admins.permissions, ['EditAdmins'])));

beforeEach(async () => {
  await db.update(admins).set({ active: false });
});

describe('the last active EditAdmins holder', () => {
  it('keeps it and stays active (409), even for a caller whose permission was checked earlier', async () => {
    const sole = await createAdmin(db, { permissions: ['EditAdmins', 'ViewAdmins'] });
    // Through HTTP the caller holds EditAdmins, so only a stale caller (a concurrent change) gets here.
    const staleCaller = await createAdmin(db, { permissions: ['ViewAdmins'] });
    for (const change of [{ permissions: ['ViewAdmins' as const] }, { active: false }]) {
      await expect(updateAdmin(db, staleCaller, sole.id, change)).rejects.toMatchObject({
        statusCode: 409,
        messages: LAST_ADMIN_EDITOR,
      });
    }
    expect(await activeEditors()).toEqual([{ id: sole.id }]);
  });

  it('a caller who lost EditAdmins meanwhile is refused (403)', async () => {
    await createAdmin(db, { permissions: ['EditAdmins'] });
    const target = await createAdmin(db, { permissions: ['ViewAdmins'] });
    const staleCaller = await createAdmin(db, { permissions: ['ViewAdmins'] });
    await expect(updateAdmin(db, staleCaller, target.id, { name: 'Changed' })).rejects.toMatchObject({
      statusCode: 403,
    });
  });

  it('two concurrent changes that each remove one of the last two holders: exactly one succeeds', async () => {
    for (let round = 0; round < 5; round++) {
      await db.update(admins).set({ active: false });
      const first = await signedInAdmin(app, db, ['EditAdmins', 'ViewAdmins']);
      const second = await signedInAdmin(app, db, ['EditAdmins', 'ViewAdmins']);
      // Each takes the other's EditAdmins (or deactivates the other), at the same moment.
      const changes = round % 2 ? { active: false } : { permissions: ['ViewAdmins'] };
      const results = await Promise.all([
        app.inject({
          method: 'PATCH',
          url: `/api/admin/updateAdmin?id=${second.row.id}`,
          headers: { authorization: first.authorization },
          payload: changes,
        }),
        app.inject({
          method: 'PATCH',
          url: `/api/admin/updateAdmin?id=${first.row.id}`,
          headers: { authorization: second.authorization },
          payload: changes,
        }),
      ]);
      // The loser is refused by the guard (401/403) when the winner committed before its call started,
      // else by the service (409): either way exactly one change lands.
      const codes = results.map((response) => response.statusCode).sort();
      expect(codes[0]).toBe(200);
      expect([401, 403, 409]).toContain(codes[1]);
      const refused = results.find((response) => response.statusCode === 409);
      if (refused) expect(refused.json().message).toBe(LAST_ADMIN_EDITOR);
      expect(await activeEditors()).toHaveLength(1);
    }
  });
});
