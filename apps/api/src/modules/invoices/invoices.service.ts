import { SELLER_SETTINGS_ENTITY_ID } from '@masar/contract/admin-actions';
import type { Paginated } from '@masar/contract/common';
import type {
  ExportInvoicesQuery,
  Invoice,
  InvoiceKind,
  InvoiceLine,
  InvoiceParty,
  ListAgentInvoicesQuery,
  ListAllInvoicesQuery,
  SellerSettings,
  UpdateSellerSettingsBody,
} from '@masar/contract/invoices';
import { message } from '@masar/contract/messages';
import type { TransactionNoteCode } from '@masar/contract/transactions';
import { and, eq, type Placeholder, type Query, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import {
  agentBookings,
  type agents,
  customerBookings,
  invoices,
  sellerSettings,
} from '../../db/schema/index';
import { builtOnce, insertPlaceholders, rowOf, runPrepared } from '../../db/statements';
import { withinDays } from '../../lib/day-range';
import { notFound } from '../../lib/errors';
import { orderBy, pageOffset, readInBatches, readPage, searchAny, toPage } from '../../lib/pagination';
import { recordChange } from '../admin-actions/admin-actions.service';
import { type LineInput, totalsOf, vatLine } from './vat';

/** Tax invoices and credit notes (decision 0012). Only this file writes the invoice tables. */

type InvoiceRow = typeof invoices.$inferSelect;
type SellerRow = typeof sellerSettings.$inferSelect;
type AgentBookingRow = typeof agentBookings.$inferSelect;
type AgentRow = typeof agents.$inferSelect;

export const invoiceNotFound = () => notFound(message('invoiceNotFound'));

/**
 * Why a credit note was issued (ZATCA's "reason for issuance"): who cancelled, as the ledger's code for it, and
 * the reason an admin typed, if any, as typed.
 */
export type CreditNoteReason = {
  code: Extract<TransactionNoteCode, 'CancelledByAgent' | 'RefundedByAdmin'>;
  note: string | null;
};

/** A document as its PDF prints it: the contract's invoice and, for a credit note, its reason. */
export type InvoiceDocument = Invoice & { reason: CreditNoteReason | null };

function toSellerSettings(row: SellerRow): SellerSettings {
  return {
    legalNameAr: row.legalNameAr,
    legalNameEn: row.legalNameEn,
    vatNumber: row.vatNumber,
    crNumber: row.crNumber,
    addressAr: row.addressAr,
    addressEn: row.addressEn,
    vatRateBasisPoints: row.vatRateBasisPoints,
    pricesIncludeVat: row.pricesIncludeVat,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function sellerRow(db: Queryable): Promise<SellerRow> {
  const [row] = await db.select().from(sellerSettings).where(eq(sellerSettings.id, 1));
  if (!row) throw new Error('seller_settings has no row: run the migrations');
  return row;
}

export const getSellerSettings = async (db: Queryable) => toSellerSettings(await sellerRow(db));

const asLogged = (settings: SellerSettings) => ({ ...settings, id: SELLER_SETTINGS_ENTITY_ID });

/**
 * Changes the seller, logged with the fields before and after (admin action Update, entity SellerSettings).
 * `pricesIncludeVat: false` makes pricing add VAT to catalogue prices from now on (decision 0012 addendum);
 * bookings already made keep what they were charged.
 */
export async function updateSellerSettings(db: Database, body: UpdateSellerSettingsBody, adminId?: string) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(sellerSettings).where(eq(sellerSettings.id, 1)).for('update');
    if (!current) throw new Error('seller_settings has no row: run the migrations');
    const [row] = await tx
      .update(sellerSettings)
      .set({ ...body, updatedAt: sql`now()` })
      .where(eq(sellerSettings.id, 1))
      .returning();
    if (!row) throw new Error('seller_settings has no row: run the migrations');
    const after = toSellerSettings(row);
    await recordChange(tx, adminId, 'SellerSettings', {
      before: asLogged(toSellerSettings(current)),
      after: asLogged(after),
    });
    return after;
  });
}

const sellerParty = (row: SellerRow): InvoiceParty => ({
  nameAr: row.legalNameAr,
  nameEn: row.legalNameEn,
  vatNumber: row.vatNumber,
  crNumber: row.crNumber,
  addressAr: row.addressAr,
  addressEn: row.addressEn,
});

/**
 * The next number of the kind for the year of `now()` in the business time zone, as the CTE `numbered`
 * (year, sequence, number, issued_at) of the statement that inserts the document: one round trip, and the
 * counter row is locked by the statement that uses it. The lock stays until the caller's transaction ends: a
 * rolled-back booking gives its number back, and concurrent issuers queue on the row, so numbers are gap-free
 * and in commit order (decision 0012).
 */
function numberedSql(kind: InvoiceKind, timeZone: Placeholder<'timeZone'>) {
  const prefix = kind === 'Invoice' ? 'INV' : 'CN';
  return sql`numbered as (
    insert into invoice_counters (kind, year, last)
    values (${kind}::text, extract(year from now() at time zone ${timeZone}::text)::int, 1)
    on conflict (kind, year) do update set last = invoice_counters.last + 1
    returning year, last as sequence,
      ${prefix}::text || '-' || year || '-' || lpad(last::text, 6, '0') as number, now() as issued_at
  )`;
}

interface PricedBooking {
  transferPrice: number;
  hourlyPrice: number | null;
  hours: number | null;
  surcharges: { nameAr: string; nameEn: string; total: number }[];
  extras: { nameAr: string; nameEn: string; unitPrice: number; quantity: number }[];
  totalPrice: number;
  vatAddedBasisPoints: number | null;
  snapshot: { car: { nameAr: string; nameEn: string } };
}

/**
 * The booking's price as invoice lines: the ride (transfer, or hourly hire), each surcharge and each extra.
 * The VAT mode is the booking's own (`vatAddedBasisPoints`, stored when it was priced): VAT taken out of
 * catalogue prices that included it, at the seller's rate, or the VAT pricing added, at the rate it added.
 */
function linesOf(booking: PricedBooking, seller: SellerRow): InvoiceLine[] {
  const car = { nameAr: booking.snapshot.car.nameAr, nameEn: booking.snapshot.car.nameEn };
  const inputs: LineInput[] = [
    booking.hours && booking.hourlyPrice !== null
      ? {
          code: 'HourlyHire',
          args: { ...car, hours: booking.hours },
          quantity: booking.hours,
          unitPrice: booking.hourlyPrice,
        }
      : { code: 'Transfer', args: car, quantity: 1, unitPrice: booking.transferPrice },
    ...booking.surcharges.map(
      (surcharge): LineInput => ({
        code: 'Surcharge',
        args: { nameAr: surcharge.nameAr, nameEn: surcharge.nameEn },
        quantity: 1,
        unitPrice: surcharge.total,
      }),
    ),
    ...booking.extras.map(
      (extra): LineInput => ({
        code: 'Extra',
        args: { nameAr: extra.nameAr, nameEn: extra.nameEn },
        quantity: extra.quantity,
        unitPrice: extra.unitPrice,
      }),
    ),
  ];
  const lines = inputs
    .filter((line) => line.quantity > 0)
    .map((line) =>
      booking.vatAddedBasisPoints === null
        ? vatLine(line, seller.vatRateBasisPoints, true)
        : vatLine(line, booking.vatAddedBasisPoints, false),
    );
  const sum = totalsOf(lines).total;
  if (sum !== booking.totalPrice) {
    throw new Error(`invoice lines (${sum}) do not add up to the booking's price (${booking.totalPrice})`);
  }
  return lines;
}

/**
 * A return trip's lines (decision 0017): one per leg, outward first, each the leg's whole price (the return
 * discount inside it), VAT carved out at the leg's rate.
 */
function legLinesOf(legs: (PricedBooking & { returnOf: string | null })[], seller: SellerRow): InvoiceLine[] {
  return [...legs]
    .sort((a, b) => Number(a.returnOf !== null) - Number(b.returnOf !== null))
    .map((leg) =>
      vatLine(
        {
          code: leg.returnOf ? 'ReturnLeg' : 'OutwardLeg',
          args: { nameAr: leg.snapshot.car.nameAr, nameEn: leg.snapshot.car.nameEn },
          quantity: 1,
          unitPrice: leg.totalPrice,
        },
        leg.vatAddedBasisPoints ?? seller.vatRateBasisPoints,
        true,
      ),
    );
}

/** The seller's row as JSON, for a caller that reads it within a statement of its own (`sellerOf` maps it). */
export const sellerSettingsSql = sql`(select to_json(s) from seller_settings s where s.id = 1)`;
export function sellerOf(raw: unknown): SellerRow {
  if (!raw) throw new Error('seller_settings has no row: run the migrations');
  return rowOf(sellerSettings, raw as Record<string, unknown>);
}

/**
 * The tax invoice of an agent booking, issued in the transaction that pays it (with the wallet debit), from the
 * rows that transaction already holds: the booking as inserted (with a return trip's return leg, decision 0017),
 * its agent, the seller (`sellerSettingsSql`).
 * Returned as the statement to run, last, by the caller's transaction (`transactionEndingWith` sends it with the
 * COMMIT, so the number's row lock is held for that statement and the commit only); it returns the invoice as
 * JSON in column `document`.
 */
export function agentBookingInvoiceSql(
  tx: Queryable,
  timeZone: string,
  {
    booking,
    returnLeg,
    agent,
    seller,
  }: { booking: AgentBookingRow; returnLeg: AgentBookingRow | null; agent: AgentRow; seller: SellerRow },
): Query {
  const lines = returnLeg ? legLinesOf([booking, returnLeg], seller) : linesOf(booking, seller);
  const name = agent.legalName ?? agent.companyName ?? agent.name;
  const buyer: InvoiceParty = {
    nameAr: name,
    nameEn: name,
    vatNumber: agent.vatNumber,
    crNumber: null,
    addressAr: agent.address,
    addressEn: agent.address,
  };
  return documentSql(tx, timeZone, {
    kind: 'Invoice',
    type: 'Tax',
    agentId: agent.id,
    agentBookingId: booking.id,
    bookingReference: booking.reference,
    currency: booking.currency,
    seller: sellerParty(seller),
    buyer,
    lines,
  });
}

/**
 * The simplified tax invoice of a customer booking, issued when it is Completed: the customer pays the
 * driver (cash or card) at the ride, so completion is when the supply is made and paid (decision 0012).
 */
export async function issueCustomerBookingInvoice(tx: Queryable, bookingId: string, timeZone: string) {
  const [booking] = await tx.select().from(customerBookings).where(eq(customerBookings.id, bookingId));
  if (!booking) throw new Error(`customer booking ${bookingId} not found for its invoice`);
  const seller = await sellerRow(tx);
  return insertDocument(tx, timeZone, {
    kind: 'Invoice',
    type: 'Simplified',
    agentId: null,
    customerBookingId: booking.id,
    bookingReference: booking.reference,
    currency: booking.currency,
    seller: sellerParty(seller),
    buyer: null,
    lines: linesOf(booking, seller),
  });
}

/**
 * A refund of a paid agent booking: a credit note of its invoice for the refunded amount (always the full
 * price today), in the refund's transaction. Bookings paid before invoices existed have none: nothing issued.
 */
export async function issueAgentBookingCreditNote(
  tx: Queryable,
  bookingId: string,
  timeZone: string,
  /** The cancellation fee kept (decision 0016): the note then covers only what went back, price − fee. */
  fee = 0,
) {
  // A return trip's legs share the outward row's invoice (decision 0017): a leg's note covers that leg.
  const [leg] = await tx
    .select({ total: agentBookings.totalPrice, returnOf: agentBookings.returnOf })
    .from(agentBookings)
    .where(eq(agentBookings.id, bookingId));
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.kind, 'Invoice'), eq(invoices.agentBookingId, leg?.returnOf ?? bookingId)));
  if (!invoice || !leg) return null;
  const refund = leg.total - fee;
  if (refund <= 0) return null;
  const legLine = invoice.lines.find((line) => line.code === (leg.returnOf ? 'ReturnLeg' : 'OutwardLeg'));
  const first = legLine ?? invoice.lines[0];
  // One line at the invoice's VAT rate; the fee stays invoiced on the original invoice (decision 0012).
  // A whole leg of a return trip without a fee: that leg's line.
  const lines =
    fee === 0 && legLine
      ? [legLine]
      : fee > 0 && first
        ? [
            vatLine(
              { code: 'CancellationRefund', args: first.args, quantity: 1, unitPrice: refund },
              first.vatRateBasisPoints,
              true,
            ),
          ]
        : invoice.lines;
  return insertDocument(tx, timeZone, {
    kind: 'CreditNote',
    type: invoice.type,
    agentId: invoice.agentId,
    agentBookingId: bookingId,
    bookingReference: invoice.bookingReference,
    invoiceId: invoice.id,
    invoiceNumber: invoice.number,
    currency: invoice.currency,
    seller: invoice.seller,
    buyer: invoice.buyer,
    lines,
  });
}

type NewDocument = Omit<
  typeof invoices.$inferInsert,
  'id' | 'number' | 'year' | 'sequence' | 'issuedAt' | 'net' | 'vat' | 'total'
> & { lines: InvoiceLine[] };

/**
 * The statement that numbers and inserts a document: the counter's bump and the INSERT are one statement
 * (`numberedSql`), returning the document as JSON in column `document`.
 */
function documentSql(tx: Queryable, timeZone: string, document: NewDocument): Query {
  const insert = insertPlaceholders('document', {
    ...document,
    ...totalsOf(document.lines),
    year: sql`(select year from numbered)`,
    sequence: sql`(select sequence from numbered)`,
    number: sql`(select number from numbered)`,
    issuedAt: sql`(select issued_at from numbered)`,
  });
  return builtOnce(
    `documentSql:${document.kind}:${insert.shape}`,
    () => sql`with ${numberedSql(document.kind, sql.placeholder('timeZone'))},
      inserted as ${tx
        .insert(invoices)
        .values(insert.placeholders() as typeof invoices.$inferInsert)
        .returning()}
      select to_json(inserted) as document from inserted`,
    { ...insert.values, timeZone },
  );
}

async function insertDocument(tx: Queryable, timeZone: string, document: NewDocument): Promise<Invoice> {
  const [row] = await runPrepared<{ document: Record<string, unknown> }>(
    tx,
    documentSql(tx, timeZone, document),
  );
  if (!row) throw new Error('invoice not written');
  return toInvoice(rowOf(invoices, row.document));
}

export function toInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    kind: row.kind,
    type: row.type,
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    agentId: row.agentId,
    bookingReference: row.bookingReference,
    invoiceNumber: row.invoiceNumber,
    currency: row.currency,
    seller: row.seller,
    buyer: row.buyer ?? null,
    lines: row.lines,
    net: row.net,
    vat: row.vat,
    total: row.total,
  };
}

type Filters = Omit<ExportInvoicesQuery, 'sort' | 'lang'>;

function filtersSql(query: Filters, timeZone: string): SQL | undefined {
  return and(
    query.kind ? eq(invoices.kind, query.kind) : undefined,
    query.agentId ? eq(invoices.agentId, query.agentId) : undefined,
    withinDays(invoices.issuedAt, query, timeZone),
    searchAny(query.search, [invoices.number, invoices.bookingReference]),
  );
}

const sortColumns = { issuedAt: invoices.issuedAt, number: invoices.number, total: invoices.total };

async function pageOfInvoices(
  db: Queryable,
  where: SQL | undefined,
  query: ListAllInvoicesQuery,
): Promise<Paginated<Invoice>> {
  const { rows, count } = await readPage(
    db,
    db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(...orderBy(query.sort, sortColumns, invoices.id))
      .limit(query.limit)
      .offset(pageOffset(query)),
    db.select({ one: sql`1` }).from(invoices).where(where),
    query,
  );
  return toPage(rows.map(toInvoice), count, query);
}

export const listAgentInvoices = (
  db: Queryable,
  timeZone: string,
  agentId: string,
  query: ListAgentInvoicesQuery,
) => pageOfInvoices(db, filtersSql({ ...query, agentId }, timeZone), query);

export const listAllInvoices = (db: Queryable, timeZone: string, query: ListAllInvoicesQuery) =>
  pageOfInvoices(db, filtersSql(query, timeZone), query);

/** Every invoice matching the filters, oldest first unless sorted otherwise, in batches (exports). */
export function streamInvoices(
  db: Queryable,
  timeZone: string,
  query: Filters & { sort: ListAllInvoicesQuery['sort'] },
): AsyncGenerator<Invoice> {
  const where = filtersSql(query, timeZone);
  return readInBatches(async (offset, limit) =>
    (
      await db
        .select()
        .from(invoices)
        .where(where)
        .orderBy(...orderBy(query.sort, sortColumns, invoices.id))
        .limit(limit)
        .offset(offset)
    ).map(toInvoice),
  );
}

/**
 * One invoice: an agent's own (another's id is a 404), or any for an admin (`agentId` undefined). A credit
 * note's reason is read from its booking (decision 0012), which is Refunded for good once it has one: an
 * admin's refund (`refunded_by`, with the reason typed, if any) or the agent's own cancellation.
 */
export async function getInvoice(db: Queryable, id: string, agentId?: string): Promise<InvoiceDocument> {
  const [row] = await db
    .select({
      invoice: invoices,
      refundedBy: agentBookings.refundedBy,
      refundReason: agentBookings.refundReason,
    })
    .from(invoices)
    .leftJoin(
      agentBookings,
      and(eq(invoices.kind, 'CreditNote'), eq(agentBookings.id, invoices.agentBookingId)),
    )
    .where(and(eq(invoices.id, id), agentId === undefined ? undefined : eq(invoices.agentId, agentId)));
  if (!row) throw invoiceNotFound();
  const { invoice, refundedBy, refundReason } = row;
  const reason: CreditNoteReason | null =
    invoice.kind === 'CreditNote' && invoice.agentBookingId
      ? { code: refundedBy ? 'RefundedByAdmin' : 'CancelledByAgent', note: refundReason }
      : null;
  return { ...toInvoice(invoice), reason };
}

/**
 * The simplified invoice of the customer's own booking, issued when it was completed: 404 for another
 * customer's booking and before completion alike. An invoice has no reason (credit notes do), so one read.
 */
export async function getCustomerBookingInvoice(
  db: Queryable,
  bookingId: string,
  userId: string,
): Promise<InvoiceDocument> {
  const [row] = await db
    .select({ invoice: invoices })
    .from(invoices)
    .innerJoin(customerBookings, eq(customerBookings.id, invoices.customerBookingId))
    .where(
      and(
        eq(invoices.kind, 'Invoice'),
        eq(invoices.customerBookingId, bookingId),
        eq(customerBookings.userId, userId),
      ),
    );
  if (!row) throw invoiceNotFound();
  return { ...toInvoice(row.invoice), reason: null };
}
