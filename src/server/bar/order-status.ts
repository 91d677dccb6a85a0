import { sql } from 'drizzle-orm';

/**
 * An order's status in history, from the columns of `alias` (an orders row): voided
 * wins; refunds make it refunded once they reach what was paid, partially refunded before.
 */
export const orderStatus = (alias: string) =>
  sql.raw(`case when ${alias}.voided_at is not null then 'voided'
    when not ${alias}.is_paid then 'unpaid'
    when ${alias}.refunded_cents > 0 and ${alias}.refunded_cents >= ${alias}.paid_amount_cents
      then 'refunded'
    when ${alias}.refunded_cents > 0 then 'partially_refunded'
    else 'paid' end`);
