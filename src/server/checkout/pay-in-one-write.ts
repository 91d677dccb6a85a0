import { sql } from 'drizzle-orm';
import { idFromText } from '../../shared/ids';
import type { checkoutSchema } from '../../shared/order-schemas';
import { knownToUseLocation, type UserRow } from '../auth';
import { compiled, type Database } from '../db';
import { cartPaid, type HandlerResult, type KeyRow } from '../cart';
import { QUEUE_CHANNEL } from '../bar';
import { NoticeBatches } from './notice-batches';
import {
  checkoutAnswer,
  paidColumns,
  priceCheckout,
  type CheckoutFacts,
  type PricedCheckout,
} from './checkout';

/**
 * The usual checkout in three statements and no transaction: a read of the order with everything
 * its price needs, one write that pays it, puts it in the open drawer and stores the
 * Idempotency-Key, then the queue's notice. The write names the order's row version (xmin) it
 * priced: any change since (an item added or removed, a name, a payment elsewhere) updates that
 * row, so the write then pays nothing and the locked checkout (checkout.ts) decides instead, as it
 * does for every refusal and for a discount that needs an approval (audited there). The texts are
 * built once and prepared on each connection.
 */

type CheckoutBody = ReturnType<typeof checkoutSchema.parse>;

interface ReadRow extends CheckoutFacts {
  collectedBy: number;
  locationId: number;
  payable: boolean;
  version: string;
}

const p = (name: string) => sql.placeholder(name);

/** The call-out name as the checkout gives it: a typed name, a list id, or a list name. */
function nameValues(body: CheckoutBody) {
  const typed = body.order_name_text ?? null;
  const ref = typed === null ? (body.order_name ?? '') : null;
  const byId = ref === null ? undefined : idFromText(ref);
  return {
    typed,
    nameId: byId ?? null,
    nameExact: ref !== null && byId === undefined ? ref : null,
  };
}

interface ReadValues {
  orderId: number;
  discountId: number;
  nameId: number;
  nameExact: string;
  typed: string;
}

/**
 * The read's values, never null (a null made the outer statement's plan for those values look
 * cheaper than the kept one, so it was planned at every run): 0 and '' match nothing, as ids start
 * at 1 and a name is 1-30 characters.
 */
function readValues(orderId: number, body: CheckoutBody): ReadValues {
  const names = nameValues(body);
  return {
    orderId,
    discountId: body.discount ?? 0,
    nameId: names.nameId ?? 0,
    nameExact: names.nameExact ?? '',
    typed: names.typed ?? '',
  };
}

/** drizzle/0034's checkout_read: its plan is made once per connection and kept. */
const checkoutRead = compiled<ReadValues>(
  () => sql`select * from checkout_read(${p('orderId')}::int, ${p('discountId')}::int,
    ${p('nameId')}::int, ${p('nameExact')}::text, ${p('typed')}::text)`,
);

/** The read's text and values for this checkout (its plan is kept: checkout-plan.pg.test.ts). */
export const checkoutReadQuery = (orderId: number, body: CheckoutBody) =>
  checkoutRead(readValues(orderId, body));

type Stored = ReturnType<typeof paidColumns>;
type WriteValues = { [K in keyof Stored]: Stored[K] } & {
  orderId: number;
  userId: number;
  locationId: number;
  version: string;
  key: string | null;
  route: string | null;
  requestHash: string | null;
  body: string | null;
};

/**
 * Paid at the statement's clock once the drawer's shared lock is held, so a sale that waited for a
 * close is stamped after it and belongs to no drawer, as lockOpenDrawer and cashEventTime have it.
 */
const checkoutWrite = compiled<WriteValues>(
  () => sql`with drawer as (
      select id from drawers where location_id = ${p('locationId')}::int and closed_at is null
      for share),
    paid as (
      update orders set is_paid = true, is_in_progress = false, is_complete = false,
        paid_at = (select clock_timestamp() from (select count(*) from drawer) as locked),
        drawer_id = (select id from drawer),
        order_name_id = ${p('orderNameId')}::int, order_name_text = ${p('orderNameText')}::text,
        discount_id = ${p('discountId')}::int, paid_amount_cents = ${p('paidAmountCents')}::bigint,
        subtotal_cents = ${p('subtotalCents')}::bigint,
        discount_cents = ${p('discountCents')}::bigint, tax_cents = ${p('taxCents')}::bigint,
        tip_cents = ${p('tipCents')}::bigint,
        tax_rate_thousandths = ${p('taxRateThousandths')}::int,
        prices_include_tax = ${p('pricesIncludeTax')}::boolean,
        payment_method = ${p('paymentMethod')}::text,
        cash_tendered_cents = ${p('cashTenderedCents')}::bigint,
        change_due_cents = ${p('changeDueCents')}::bigint
      where id = ${p('orderId')}::int and xmin::text = ${p('version')}::text
        and collected_by = ${p('userId')}::int and not is_paid and voided_at is null
      returning id, location_id, drawer_id),
    stored_key as (
      insert into idempotency_keys (user_id, key, route, request_hash, status_code, body)
      select ${p('userId')}::int, ${p('key')}::text, ${p('route')}::text,
        ${p('requestHash')}::text, 200,
        jsonb_set(${p('body')}::jsonb, '{drawer}', coalesce(to_jsonb(paid.drawer_id), 'null'))
      from paid where ${p('key')}::text is not null)
    select drawer_id as "drawerId" from paid`,
);

/**
 * The queue's notices of paid orders ("locationId:orderId", as notifyQueue has them), in a
 * statement of their own once the sales have committed (decision 047). PostgreSQL lets one
 * notifying transaction of the database commit at a time, holding the lock through the commit's
 * flush to disk: in the sale's own transaction every checkout of every till waited for the other
 * tills' flushes, one after another. A statement that only notifies writes nothing to flush.
 */
const queueNotices = compiled<{ payloads: string }>(
  () => sql`select pg_notify(${QUEUE_CHANNEL}, payload)
    from json_array_elements_text(${p('payloads')}::json) as payload`,
);

const noticeBatches = new WeakMap<Database, NoticeBatches>();
const noticesOf = (database: Database) => {
  let batches = noticeBatches.get(database);
  if (!batches) {
    batches = new NoticeBatches((run, payloads) =>
      run('checkout-notices', queueNotices({ payloads: JSON.stringify(payloads) })),
    );
    noticeBatches.set(database, batches);
  }
  return batches;
};

/** The write's values: what the checkout stores, and the key with the answer it replays. */
function writeValues(
  read: ReadRow,
  ids: { orderId: number; userId: number },
  stored: Stored,
  key: KeyRow | undefined,
): WriteValues {
  const answer = key && checkoutAnswer({ ...read, id: ids.orderId, drawerId: null }, stored);
  return {
    ...stored,
    ...ids,
    locationId: read.locationId,
    version: read.version,
    key: key?.key ?? null,
    route: key?.route ?? null,
    requestHash: key?.requestHash ?? null,
    body: answer ? JSON.stringify(answer) : null,
  };
}

/**
 * complete-order-payment without a transaction; undefined when the locked checkout must answer.
 * A 400 on the body (a wrong paid amount, an unknown name or discount) is answered here. Its
 * statements run on one connection: in a rush, each would otherwise wait for a free one again.
 * It answers once the sale has committed; the queue's notice follows on the same connection,
 * which is kept until the notice has gone (decision 047).
 */
export function payInOneWrite(
  database: Database,
  orderId: number,
  user: UserRow,
  body: CheckoutBody,
  approverId: number | null,
  key: KeyRow | undefined,
): Promise<HandlerResult | undefined> {
  return new Promise((answer, fail) => {
    database
      .onOneConnection(async (run) => {
        const [read] = await run<ReadRow>('checkout-read', checkoutReadQuery(orderId, body));
        if (!read || !read.payable || read.collectedBy !== user.id) return;
        if (!knownToUseLocation(user, read.locationId)) return;
        const sale: PricedCheckout = priceCheckout(read, nameValues(body), body, user, approverId);
        if (sale.approvedBy !== null) return;
        const stored = paidColumns(sale, body, read.tax);
        const [paid] = await run<{ drawerId: number | null }>(
          'checkout-write',
          checkoutWrite(writeValues(read, { orderId, userId: user.id }, stored, key)),
        );
        if (!paid) return;
        cartPaid({ userId: user.id, locationId: read.locationId });
        const order = { ...read, id: orderId, drawerId: paid.drawerId };
        answer({ status: 200, body: checkoutAnswer(order, stored) });
        // The sale stands without its notice: a lost one goes with a dropped connection, and each
        // instance reads every queue again once its listening connection is back (Database.listen).
        await noticesOf(database).send(run, `${read.locationId}:${orderId}`);
      })
      // Settles only what has not been answered: an answered sale stays answered.
      .then(() => answer(undefined), fail);
  });
}
