import type { Paginated } from '@masar/contract/common';
import { fieldMessage, message } from '@masar/contract/messages';
import {
  type CreateTopUpRequest,
  createTopUpRequestFields,
  type ListTopUpRequestsQuery,
  RECEIPT_FIELD,
  type ReceiptMimeType,
  type RejectTopUpRequestBody,
  type TopUpRequest,
} from '@masar/contract/top-up-requests';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { admins, agents, topUpRequests } from '../../db/schema/index';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors';
import type { MultipartForm } from '../../lib/multipart';
import { orderBy, pageOffset, searchAny, toPage } from '../../lib/pagination';
import { parseOrThrow } from '../../lib/validation';
import { recordAdminAction } from '../admin-actions/admin-actions.service';
import { checkImage } from '../images/images.service';
import type { MailContext } from '../mail/mail.service';
import { emitEvent } from '../notifications/event-bus';
import { changeBalance, moneyText } from '../transactions/transactions.service';
import { mailTopUpRejected } from './top-up-request-mail';

/** Who is asking: the agent sees only their own requests (another's id is a 404), payments admins all. */
export type Reader = { role: 'Agent'; id: string } | { role: 'Admin' };

const NOT_FOUND = () => notFound(message('topUpRequestNotFound'));

/** A receipt is an image (sniffed and checked as car images are) or a PDF (by its %PDF- magic). */
export async function checkReceipt(bytes: Buffer): Promise<{ mime: ReceiptMimeType; bytes: Buffer }> {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return { mime: 'application/pdf', bytes };
  try {
    const image = await checkImage(bytes, RECEIPT_FIELD);
    return { mime: image.mime, bytes };
  } catch {
    throw badRequest([fieldMessage(RECEIPT_FIELD, 'receiptType')]);
  }
}

function selectRequests(db: Queryable) {
  return db
    .select({
      request: {
        id: topUpRequests.id,
        amount: topUpRequests.amount,
        currency: topUpRequests.currency,
        bankReference: topUpRequests.bankReference,
        status: topUpRequests.status,
        receiptMime: topUpRequests.receiptMime,
        decidedAt: topUpRequests.decidedAt,
        reason: topUpRequests.reason,
        createdAt: topUpRequests.createdAt,
      },
      agent: { id: agents.id, name: agents.name, companyName: agents.companyName },
      admin: { id: admins.id, name: admins.name },
    })
    .from(topUpRequests)
    .innerJoin(agents, eq(agents.id, topUpRequests.agentId))
    .leftJoin(admins, eq(admins.id, topUpRequests.decidedBy));
}
type Joined = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];

function toTopUpRequest({ request, agent, admin }: Joined): TopUpRequest {
  return {
    ...request,
    agent,
    decidedBy: admin?.id ? { id: admin.id, name: admin.name } : null,
    decidedAt: request.decidedAt?.toISOString() ?? null,
    createdAt: request.createdAt.toISOString(),
  };
}

const readerWhere = (reader: Reader): SQL | undefined =>
  reader.role === 'Agent' ? eq(topUpRequests.agentId, reader.id) : undefined;

async function getTopUpRequest(db: Queryable, id: string, reader: Reader): Promise<TopUpRequest> {
  const [row] = await selectRequests(db).where(and(eq(topUpRequests.id, id), readerWhere(reader)));
  if (!row) throw NOT_FOUND();
  return toTopUpRequest(row);
}

/** POST /top-up-requests: every problem of the form in one 400, nothing written. */
export async function createTopUpRequest(
  db: Database,
  agentId: string,
  form: MultipartForm,
  maxAmount: number,
): Promise<TopUpRequest> {
  const problems: string[] = [];
  let fields: CreateTopUpRequest | undefined;
  try {
    fields = parseOrThrow(createTopUpRequestFields, form.fields);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    problems.push(...[error.messages].flat());
  }
  const [agent] = await db.select({ currency: agents.currency }).from(agents).where(eq(agents.id, agentId));
  if (!agent) throw NOT_FOUND();
  if (fields && fields.amount > maxAmount) {
    problems.push(fieldMessage('amount', 'topUpTooLarge', { maximum: moneyText(maxAmount, agent.currency) }));
  }
  const upload = form.files.find((file) => file.field === RECEIPT_FIELD);
  let receipt: { mime: ReceiptMimeType; bytes: Buffer } | undefined;
  if (upload) {
    try {
      receipt = await checkReceipt(upload.bytes);
    } catch {
      problems.push(fieldMessage(RECEIPT_FIELD, 'receiptType'));
    }
  }
  if (problems.length > 0 || !fields) throw badRequest(problems);
  const [row] = await db
    .insert(topUpRequests)
    .values({
      agentId,
      amount: fields.amount,
      currency: agent.currency,
      bankReference: fields.bankReference,
      receiptMime: receipt?.mime ?? null,
      receiptBytes: receipt?.bytes ?? null,
    })
    .returning({ id: topUpRequests.id });
  if (!row) throw new Error('top-up request not written');
  return getTopUpRequest(db, row.id, { role: 'Agent', id: agentId });
}

const sortColumns = { createdAt: topUpRequests.createdAt, amount: topUpRequests.amount };

/** The agent's own requests, or (admins) every agent's, newest first; `status` filters. */
export async function listTopUpRequests(
  db: Database,
  reader: Reader,
  query: ListTopUpRequestsQuery,
): Promise<Paginated<TopUpRequest>> {
  const where = and(
    readerWhere(reader),
    query.status ? eq(topUpRequests.status, query.status) : undefined,
    searchAny(query.search, [topUpRequests.bankReference, agents.name, agents.companyName]),
  );
  const [rows, [total]] = await Promise.all([
    selectRequests(db)
      .where(where)
      .orderBy(...orderBy(query.sort, sortColumns, topUpRequests.id))
      .limit(query.limit)
      .offset(pageOffset(query)),
    db
      .select({ n: count() })
      .from(topUpRequests)
      .innerJoin(agents, eq(agents.id, topUpRequests.agentId))
      .where(where),
  ]);
  return toPage(rows.map(toTopUpRequest), total?.n ?? 0, query);
}

/** The receipt's bytes, for its agent or a payments admin; 404 when there is none or it is not theirs. */
export async function readReceipt(
  db: Database,
  id: string,
  reader: Reader,
): Promise<{ mime: ReceiptMimeType; bytes: Buffer }> {
  const [row] = await db
    .select({ mime: topUpRequests.receiptMime, bytes: topUpRequests.receiptBytes })
    .from(topUpRequests)
    .where(and(eq(topUpRequests.id, id), readerWhere(reader)));
  if (!row?.mime || !row.bytes) throw NOT_FOUND();
  return { mime: row.mime, bytes: row.bytes };
}

/**
 * Decides a Pending request, once: the conditional UPDATE … WHERE status = 'Pending' takes the row lock,
 * so of two concurrent decisions the second finds it decided (409) and its transaction writes nothing.
 * Approval writes the TopUp through changeBalance (update-balance's code) in the same transaction, and with it
 * the balance e-mail; a rejection writes its own e-mail there too: one per decision, never lost.
 */
async function decide(
  db: Database,
  adminId: string,
  id: string,
  decision: { status: 'Approved' } | { status: 'Rejected'; reason: string },
  mail?: MailContext,
): Promise<TopUpRequest> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(topUpRequests)
      .set({
        status: decision.status,
        decidedBy: adminId,
        decidedAt: sql`now()`,
        reason: decision.status === 'Rejected' ? decision.reason : null,
      })
      .where(and(eq(topUpRequests.id, id), eq(topUpRequests.status, 'Pending')))
      .returning({
        agentId: topUpRequests.agentId,
        amount: topUpRequests.amount,
        currency: topUpRequests.currency,
        bankReference: topUpRequests.bankReference,
        createdAt: topUpRequests.createdAt,
      });
    if (!row) {
      const [exists] = await tx
        .select({ id: topUpRequests.id })
        .from(topUpRequests)
        .where(eq(topUpRequests.id, id));
      throw exists ? conflict(message('topUpRequestDecided')) : NOT_FOUND();
    }
    if (decision.status === 'Approved') {
      // The system's words as a code, the agent's bank reference as they typed it.
      const entryId = await changeBalance(
        tx,
        adminId,
        row.agentId,
        { operation: 'ADD', amount: row.amount, noteCode: 'TopUpRequestApproved', note: row.bankReference },
        mail,
      );
      await tx.update(topUpRequests).set({ transactionId: entryId }).where(eq(topUpRequests.id, id));
    } else {
      await recordAdminAction(tx, {
        adminId,
        action: 'RejectTopUp',
        entityType: 'Agent',
        entityId: row.agentId,
        before: { topUpRequest: id, status: 'Pending' },
        after: { topUpRequest: id, status: 'Rejected' },
        note: decision.reason,
      });
      if (mail) await mailTopUpRejected(tx, mail, { ...row, reason: decision.reason });
    }
    await emitEvent(tx, {
      type: decision.status === 'Approved' ? 'topUpRequest.approved' : 'topUpRequest.rejected',
      requestId: id,
      agentId: row.agentId,
      amount: row.amount,
      currency: row.currency,
    });
  });
  return getTopUpRequest(db, id, { role: 'Admin' });
}

export const approveTopUpRequest = (db: Database, adminId: string, id: string, mail?: MailContext) =>
  decide(db, adminId, id, { status: 'Approved' }, mail);

export const rejectTopUpRequest = (
  db: Database,
  adminId: string,
  id: string,
  body: RejectTopUpRequestBody,
  mail?: MailContext,
) => decide(db, adminId, id, { status: 'Rejected', reason: body.reason }, mail);
