import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { STOCK_KINDS, STOCK_MOVEMENT_TYPES } from '../../shared/inventory-schemas';
import { DRAWER_MOVEMENT_KINDS, PAYMENT_METHODS } from '../../shared/tenders';

// Money is stored as integer cents in bigint columns (sums of 32-bit cents overflow);
// quantities and conversion factors as numeric(8,2) strings.
const cents = (name: string) => bigint(name, { mode: 'number' });
const decimal = (name: string) => numeric(name, { precision: 8, scale: 2 });
/** Unique regardless of letter case ("Coke" and "coke" are one soda); named like drizzle's constraints. */
const uniqueIgnoringCase = (name: string, column: AnyPgColumn) =>
  uniqueIndex(name).on(sql`lower(${column})`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** A required foreign key to another table's id. */
const requiredRef = (
  name: string,
  target: () => AnyPgColumn,
  onDelete: 'cascade' | 'restrict' | 'set null',
) => integer(name).notNull().references(target, { onDelete });
/** The columns of a catalogue list kept by name and archived rather than deleted. */
const namedArchivable = () => ({
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  isArchived: boolean('is_archived').notNull().default(false),
});

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  isStaff: boolean('is_staff').notNull().default(false),
  isAdmin: boolean('is_admin').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  /** An admin's approval PIN (4 to 8 digits), hashed like a password. */
  approvalPinHash: text('approval_pin_hash'),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    refreshJti: text('refresh_jti').notNull(),
    /**
     * The refresh token rotated away last and when: for a few seconds it still yields the current
     * pair (two tabs refreshing at once), after that it counts as a stolen token.
     */
    previousRefreshJti: text('previous_refresh_jti'),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_email_idx').on(t.email, t.at),
    index('login_failures_address_idx').on(t.address, t.at),
  ],
);

export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** A bar-screen ticket turns yellow, then red, this long after payment. */
    ticketYellowSeconds: integer('ticket_yellow_seconds').notNull().default(180),
    ticketRedSeconds: integer('ticket_red_seconds').notNull().default(360),
    /** The sales tax in thousandths of a percent (8.875% -> 8875), and whether prices hold it. */
    taxRateThousandths: integer('tax_rate_thousandths').notNull().default(0),
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
    /** The shop's IANA time zone, so "today" and date filters mean its local day. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** Printed in the receipt's header ('' when not set). */
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /**
     * Order ahead: whether customers may order online here, the pickup slots' length,
     * how many online orders a slot takes, the most drinks in one online order, and until when
     * staff paused online ordering from the bar screen.
     */
    onlineOrdering: boolean('online_ordering').notNull().default(false),
    onlineSlotMinutes: integer('online_slot_minutes').notNull().default(10),
    onlineOrdersPerSlot: integer('online_orders_per_slot').notNull().default(12),
    onlineMaxDrinks: integer('online_max_drinks').notNull().default(8),
    onlinePausedUntil: timestamp('online_paused_until', { withTimezone: true }),
    /** A flavor whose stock reaches 0 here is sold out by itself (and back once restocked). */
    autoSoldOut: boolean('auto_sold_out').notNull().default(true),
  },
  (t) => [
    uniqueIgnoringCase('locations_name_unique', t.name),
    check(
      'locations_ticket_thresholds',
      sql`${t.ticketYellowSeconds} > 0 and ${t.ticketRedSeconds} > ${t.ticketYellowSeconds}`,
    ),
    check(
      'locations_tax_rate',
      sql`${t.taxRateThousandths} >= 0 and ${t.taxRateThousandths} < 100000`,
    ),
    check(
      'locations_online_limits',
      sql`${t.onlineSlotMinutes} between 5 and 60 and ${t.onlineOrdersPerSlot} between 1 and 100
        and ${t.onlineMaxDrinks} between 1 and 20`,
    ),
  ],
);

/** The locations a staff member works at; none assigned means every location. */
export const userLocations = pgTable(
  'user_locations',
  {
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    locationId: requiredRef('location_id', () => locations.id, 'cascade'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.locationId] })],
);

export const sodas = pgTable('sodas', namedArchivable(), (t) => [
  uniqueIgnoringCase('sodas_name_unique', t.name),
]);

export const cups = pgTable(
  'cups',
  {
    id: serial('id').primaryKey(),
    size: integer('size').notNull().unique(),
    priceCents: cents('price_cents').notNull(),
    conversionFactor: decimal('conversion_factor').notNull(),
  },
  (t) => [
    check('cups_price_positive', sql`${t.priceCents} >= 0`),
    check('cups_factor_positive', sql`${t.conversionFactor} > 0`),
  ],
);

/** A soda whose base price differs from the cup's price (the water soda). */
export const sodaCupPrices = pgTable(
  'soda_cup_prices',
  {
    id: serial('id').primaryKey(),
    sodaId: requiredRef('soda_id', () => sodas.id, 'cascade'),
    cupId: requiredRef('cup_id', () => cups.id, 'cascade'),
    priceCents: cents('price_cents').notNull(),
  },
  (t) => [unique('soda_cup_prices_soda_cup').on(t.sodaId, t.cupId)],
);

export const flavorGroups = pgTable(
  'flavor_groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    uom: text('uom').notNull(),
    priceCents: cents('price_cents').notNull(),
  },
  (t) => [uniqueIgnoringCase('flavor_groups_name_unique', t.name)],
);

export const flavors = pgTable(
  'flavors',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    flavorGroupId: requiredRef('flavor_group_id', () => flavorGroups.id, 'restrict'),
    sugarFreeAvailable: boolean('sugar_free_available').notNull().default(false),
    isArchived: boolean('is_archived').notNull().default(false),
  },
  (t) => [
    index('flavors_group_idx').on(t.flavorGroupId),
    // Unique within the group regardless of case (migration 0006 renamed earlier repeats).
    uniqueIndex('flavors_group_name_unique').on(t.flavorGroupId, sql`lower(${t.name})`),
  ],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    sodaId: requiredRef('soda_id', () => sodas.id, 'restrict'),
    /** Manual price for 16 oz excluding the cup; scaled by the cup's conversion factor. */
    manualPriceCents: cents('manual_price_cents'),
    isArchived: boolean('is_archived').notNull().default(false),
  },
  (t) => [index('menu_items_soda_idx').on(t.sodaId)],
);

/** A flavor in a drink and its quantity: a line of a recipe or of an order item's choice. */
const flavorQuantity = () => ({
  flavorId: requiredRef('flavor_id', () => flavors.id, 'restrict'),
  quantity: decimal('quantity').notNull(),
});

export const menuItemFlavors = pgTable(
  'menu_item_flavors',
  {
    id: serial('id').primaryKey(),
    menuItemId: requiredRef('menu_item_id', () => menuItems.id, 'cascade'),
    ...flavorQuantity(),
  },
  (t) => [
    unique('menu_item_flavors_item_flavor').on(t.menuItemId, t.flavorId),
    check('menu_item_flavors_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const limitedTimePromotions = pgTable('limited_time_promotions', namedArchivable(), (t) => [
  uniqueIgnoringCase('limited_time_promotions_name_unique', t.name),
]);

export const limitedTimeMenuItems = pgTable('limited_time_menu_items', {
  id: serial('id').primaryKey(),
  menuItemId: integer('menu_item_id')
    .notNull()
    .unique()
    .references(() => menuItems.id, { onDelete: 'cascade' }),
  promoId: requiredRef('promo_id', () => limitedTimePromotions.id, 'restrict'),
});

export const discounts = pgTable(
  'discounts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    percentOrPrice: text('percent_or_price').notNull(),
    /** Fraction 0..1 for percent discounts. */
    percent: numeric('percent', { precision: 5, scale: 4 }),
    priceCents: cents('price_cents'),
    isCupSpecific: boolean('is_cup_specific').notNull().default(false),
    cupId: integer('cup_id').references(() => cups.id, { onDelete: 'restrict' }),
    isArchived: boolean('is_archived').notNull().default(false),
  },
  (t) => [uniqueIgnoringCase('discounts_code_unique', t.code)],
);

export const menus = pgTable('menus', {
  id: serial('id').primaryKey(),
  version: integer('version').notNull().unique(),
  date: date('date', { mode: 'string' }).notNull().unique(),
});

export const orderNames = pgTable(
  'order_names',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIgnoringCase('order_names_name_unique', t.name)],
);

/**
 * A cash drawer session at a location: opened with a float, closed with a count. At
 * most one is open per location.
 */
export const drawers = pgTable(
  'drawers',
  {
    id: serial('id').primaryKey(),
    locationId: requiredRef('location_id', () => locations.id, 'restrict'),
    openedBy: requiredRef('opened_by', () => users.id, 'restrict'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    openingFloatCents: cents('opening_float_cents').notNull(),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'restrict' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    countedCashCents: cents('counted_cash_cents'),
    note: text('note').notNull().default(''),
  },
  (t) => [
    uniqueIndex('drawers_one_open')
      .on(t.locationId)
      .where(sql`${t.closedAt} is null`),
    index('drawers_location_idx').on(t.locationId, t.openedAt),
    check('drawers_float', sql`${t.openingFloatCents} >= 0`),
  ],
);

/** Cash put into or taken out of an open drawer, with its reason. */
export const drawerMovements = pgTable(
  'drawer_movements',
  {
    id: serial('id').primaryKey(),
    drawerId: requiredRef('drawer_id', () => drawers.id, 'cascade'),
    kind: text('kind', { enum: DRAWER_MOVEMENT_KINDS }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    reason: text('reason').notNull(),
    createdBy: requiredRef('created_by', () => users.id, 'restrict'),
    createdAt: createdAt(),
  },
  (t) => [
    index('drawer_movements_drawer_idx').on(t.drawerId),
    check('drawer_movements_kind', sql`${t.kind} in ('paid_in', 'paid_out')`),
    check('drawer_movements_amount', sql`${t.amountCents} > 0`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Who rang it up; an online order has nobody until staff collect it (then the cashier). */
    collectedBy: integer('collected_by').references(() => users.id, { onDelete: 'restrict' }),
    locationId: requiredRef('location_id', () => locations.id, 'restrict'),
    orderNameId: integer('order_name_id').references(() => orderNames.id, { onDelete: 'restrict' }),
    /**
     * A call-out name typed at checkout (the customer's name, 'Silver Civic'), kept as
     * typed (trimmed). An order has a list name (order_name_id) or a typed one, never both.
     */
    orderNameText: text('order_name_text'),
    discountId: integer('discount_id').references(() => discounts.id, { onDelete: 'restrict' }),
    isPaid: boolean('is_paid').notNull().default(false),
    isInProgress: boolean('is_in_progress').notNull().default(false),
    isComplete: boolean('is_complete').notNull().default(false),
    paidAmountCents: cents('paid_amount_cents'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Who started and who finished making it (null on orders made before this was recorded). */
    startedBy: integer('started_by').references(() => users.id, { onDelete: 'restrict' }),
    completedBy: integer('completed_by').references(() => users.id, { onDelete: 'restrict' }),
    /**
     * How many items the order holds, kept by the writes that add and remove them: an add checks
     * it in the UPDATE that locks the cart, which sees the latest count even after waiting.
     */
    itemCount: integer('item_count').notNull().default(0),
    /**
     * The money of the sale as it was when paid (paid_amount_cents is the total), never
     * recomputed: a later tax or catalogue change leaves it alone.
     */
    subtotalCents: cents('subtotal_cents'),
    discountCents: cents('discount_cents'),
    taxCents: cents('tax_cents'),
    tipCents: cents('tip_cents'),
    taxRateThousandths: integer('tax_rate_thousandths'),
    pricesIncludeTax: boolean('prices_include_tax'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }),
    cashTenderedCents: cents('cash_tendered_cents'),
    changeDueCents: cents('change_due_cents'),
    /** The drawer open at the location when it was paid; none for a sale outside a drawer. */
    drawerId: integer('drawer_id').references((): AnyPgColumn => drawers.id, {
      onDelete: 'restrict',
    }),
    /**
     * A voided order is kept, out of the queue and of every sales figure. An admin's
     * Remove Order voids a paid order too, and marks it removed: the spec's GET then answers 404.
     */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: integer('voided_by').references(() => users.id, { onDelete: 'restrict' }),
    voidReason: text('void_reason'),
    /**
     * The drawer open at the location when a paid order was voided (null: none was).
     * The void counts there, so a drawer closed before the void keeps its figures.
     */
    voidDrawerId: integer('void_drawer_id').references((): AnyPgColumn => drawers.id, {
      onDelete: 'restrict',
    }),
    removedByAdmin: boolean('removed_by_admin').notNull().default(false),
    /** What its refunds gave back, kept by the refund that locks the order (never above the total). */
    refundedCents: cents('refunded_cents').notNull().default(0),
    /**
     * An order sold offline and synced later (POST /api/orders/sync): the device's own id for it,
     * which makes a resend find the stored order, and when it reached the server. A cash sale
     * synced after its drawer closed (synced_at > closed_at) is a late sale of that drawer.
     */
    clientId: uuid('client_id').unique('orders_client_id'),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    /** The server's own total of a synced sale minus what the customer paid (null: the same). */
    priceDifferenceCents: cents('price_difference_cents'),
    /**
     * Order ahead: 'online' orders come from a customer's phone, unpaid until staff
     * collect them. The customer follows it by `online_token` (secret) and is called by
     * `pickup_code`; it joins the bar's queue at `due_at` (at once for as soon as possible, else
     * the slot length before `pickup_at`). Staff may cancel it with a reason.
     */
    channel: text('channel', { enum: ['counter', 'online'] })
      .notNull()
      .default('counter'),
    onlineToken: text('online_token').unique('orders_online_token'),
    pickupCode: text('pickup_code'),
    pickupDay: date('pickup_day', { mode: 'string' }),
    customerName: text('customer_name'),
    customerPhone: text('customer_phone'),
    pickupAt: timestamp('pickup_at', { withTimezone: true }),
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** When an online order joined the bar's queue (its due time); it sorts there by this. */
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => users.id, { onDelete: 'restrict' }),
    cancelReason: text('cancel_reason'),
    /** The Idempotency-Key an online order was placed with (hashed), and its body's hash. */
    onlineRequestKey: text('online_request_key').unique('orders_online_request_key'),
    onlineRequestHash: text('online_request_hash'),
  },
  (t) => [
    check(
      'orders_channel',
      sql`${t.channel} = 'online' and ${t.onlineToken} is not null or ${t.channel} = 'counter'
        and ${t.collectedBy} is not null and ${t.onlineToken} is null`,
    ),
    unique('orders_pickup_code').on(t.locationId, t.pickupDay, t.pickupCode),
    index('orders_online_slots_idx')
      .on(t.locationId, t.pickupAt)
      .where(sql`${t.channel} = 'online' and ${t.cancelledAt} is null`),
    // The online orders to put in the queue when due, and the online halves of the queue.
    index('orders_online_due_idx')
      .on(t.dueAt)
      .where(
        sql`${t.channel} = 'online' and ${t.queuedAt} is null and ${t.cancelledAt} is null and not ${t.isPaid}`,
      ),
    index('orders_online_waiting_idx')
      .on(t.locationId, t.queuedAt, t.id)
      .where(
        sql`${t.queuedAt} is not null and not ${t.isComplete} and ${t.cancelledAt} is null and ${t.voidedAt} is null`,
      ),
    index('orders_online_completed_idx')
      .on(t.locationId, t.completedAt.desc(), t.id)
      .where(
        sql`${t.queuedAt} is not null and ${t.isComplete} and ${t.cancelledAt} is null and ${t.voidedAt} is null`,
      ),
    index('orders_queue_idx').on(t.locationId, t.isPaid, t.isComplete),
    // The live queue reads only these two small sets, so it costs the same at any history size.
    index('orders_waiting_idx')
      .on(t.locationId, t.paidAt, t.id)
      .where(sql`${t.isPaid} and not ${t.isComplete} and ${t.voidedAt} is null`),
    index('orders_recently_completed_idx')
      .on(t.locationId, t.completedAt.desc(), t.id)
      .where(sql`${t.isPaid} and ${t.isComplete} and ${t.voidedAt} is null`),
    index('orders_history_idx').on(t.locationId, t.paidAt.desc(), t.id),
    // Order History across every shop: its pages walk this newest first (keyset after a cursor).
    index('orders_paid_history_idx')
      .on(t.paidAt.desc(), t.id.desc())
      .where(sql`${t.isPaid}`),
    // History search: trigram indexes answer "contains, any case" (ILIKE '%text%') of 3+ letters.
    // A search reads all of a GIN index's list of pending inserts: kept short (64 kB), it costs
    // a search well under a millisecond where the default 4 MB cost 5-20 ms.
    index('orders_order_name_text_trgm_idx')
      .using('gin', t.orderNameText.op('gin_trgm_ops'))
      .where(sql`${t.orderNameText} is not null`)
      .with({ gin_pending_list_limit: 64 }),
    // Also INCLUDE (is_paid, location_id, paid_at), added by drizzle/0027 (drizzle cannot declare
    // it): the history counts a list name's orders from this index alone.
    index('orders_order_name_idx')
      .on(t.orderNameId)
      .where(sql`${t.orderNameId} is not null`),
    // Reports across every shop read paid orders by time alone.
    index('orders_paid_at_idx')
      .on(t.paidAt)
      .where(sql`${t.isPaid} and ${t.voidedAt} is null`),
    index('orders_drawer_idx')
      .on(t.drawerId)
      .where(sql`${t.drawerId} is not null`),
    index('orders_void_drawer_idx')
      .on(t.voidDrawerId)
      .where(sql`${t.voidDrawerId} is not null`),
    check(
      'orders_payment_method',
      sql`${t.paymentMethod} is null or ${t.paymentMethod} in ('cash', 'card', 'other')`,
    ),
    check('orders_refunded', sql`${t.refundedCents} >= 0`),
    check('orders_one_order_name', sql`${t.orderNameId} is null or ${t.orderNameText} is null`),
    check(
      'orders_order_name_text',
      sql`${t.orderNameText} is null or char_length(${t.orderNameText}) between 1 and 30`,
    ),
    // One unpaid order (cart) per staff member and location.
    uniqueIndex('orders_one_cart')
      .on(t.collectedBy, t.locationId)
      .where(sql`${t.isPaid} = false and ${t.voidedAt} is null`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    menuItemId: integer('menu_item_id').references(() => menuItems.id, { onDelete: 'restrict' }),
    cupId: requiredRef('cup_id', () => cups.id, 'restrict'),
    customSodaId: integer('custom_soda_id').references(() => sodas.id, { onDelete: 'restrict' }),
    /**
     * What the drink was when it was rung up, so that a later catalogue edit (a menu item renamed or
     * moved to another soda) does not rewrite queued or past orders: the soda it is made with, and
     * the menu item's name.
     */
    sodaId: requiredRef('soda_id', () => sodas.id, 'restrict'),
    menuItemName: text('menu_item_name'),
    lowSugar: boolean('low_sugar').notNull().default(false),
    note: text('note').notNull().default(''),
    flatOrSparkling: text('flat_or_sparkling'),
    /** Undiscounted price, computed by the server when the item was added. */
    priceCents: cents('price_cents').notNull(),
    /** What its flavors and cup cost the shop when it was paid (null until then). */
    costCents: cents('cost_cents'),
    createdAt: createdAt(),
    /**
     * A synced item the catalogue no longer offered as sold: 'deleted' (its menu item or a flavor
     * is gone), 'archived' or 'sold_out'. Kept with its name and price as sold.
     */
    syncFlag: text('sync_flag'),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_menu_item_name_trgm_idx')
      .using('gin', t.menuItemName.op('gin_trgm_ops'))
      .with({ gin_pending_list_limit: 64 }),
    check(
      'order_items_sync_flag',
      sql`${t.syncFlag} is null or ${t.syncFlag} in ('deleted', 'archived', 'sold_out')`,
    ),
  ],
);

/** The chosen flavors of a customized menu item or a custom drink. */
export const orderItemFlavors = pgTable(
  'order_item_flavors',
  {
    id: serial('id').primaryKey(),
    orderItemId: requiredRef('order_item_id', () => orderItems.id, 'cascade'),
    ...flavorQuantity(),
  },
  (t) => [index('order_item_flavors_item_idx').on(t.orderItemId)],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    key: text('key').notNull(),
    route: text('route').notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull().default(''),
    statusCode: integer('status_code').notNull(),
    body: jsonb('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('idempotency_keys_user_key').on(t.userId, t.route, t.key)],
);

/** What a location has sold out of ("86"): a row per unavailable thing; no row means available. */
export const AVAILABILITY_KINDS = ['menu_item', 'flavor', 'soda', 'cup'] as const;
export const unavailableItems = pgTable(
  'unavailable_items',
  {
    locationId: requiredRef('location_id', () => locations.id, 'cascade'),
    kind: text('kind', { enum: AVAILABILITY_KINDS }).notNull(),
    itemId: integer('item_id').notNull(),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Sold out by the stock reaching 0, not by hand: a restock clears only these. */
    automatic: boolean('automatic').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.kind, t.itemId] }),
    check('unavailable_items_kind', sql`${t.kind} in ('menu_item', 'flavor', 'soda', 'cup')`),
  ],
);

/**
 * A refund of a paid order: of whole items (refund_items) or of an amount. A cash
 * refund with a drawer open at the location comes out of that drawer.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: requiredRef('order_id', () => orders.id, 'restrict'),
    amountCents: cents('amount_cents').notNull(),
    /** The part of the amount that was tax. */
    taxCents: cents('tax_cents').notNull().default(0),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    reason: text('reason').notNull(),
    createdBy: requiredRef('created_by', () => users.id, 'restrict'),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'restrict' }),
    drawerId: integer('drawer_id').references(() => drawers.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    index('refunds_drawer_idx')
      .on(t.drawerId)
      .where(sql`${t.drawerId} is not null`),
    index('refunds_created_idx').on(t.createdAt),
    check('refunds_amount', sql`${t.amountCents} > 0 and ${t.taxCents} >= 0`),
    check('refunds_method', sql`${t.method} in ('cash', 'card', 'other')`),
  ],
);

/** The items a refund gave back: each order item at most once (its primary key). */
export const refundItems = pgTable('refund_items', {
  orderItemId: integer('order_item_id')
    .primaryKey()
    .references(() => orderItems.id, { onDelete: 'restrict' }),
  refundId: requiredRef('refund_id', () => refunds.id, 'restrict'),
  amountCents: cents('amount_cents').notNull(),
});

/** Settings of the whole chain: one row (id 1). */
export const appSettings = pgTable(
  'app_settings',
  {
    id: integer('id').primaryKey().default(1),
    approvalThresholdCents: cents('approval_threshold_cents').notNull().default(1000),
  },
  (t) => [
    check('app_settings_one_row', sql`${t.id} = 1`),
    check('app_settings_threshold', sql`${t.approvalThresholdCents} >= 0`),
  ],
);

/**
 * Who did what: written in the transaction of the change it records, never updated or
 * deleted (a trigger refuses both). Users are named by id; the details hold the rest as JSON.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'restrict' }),
    action: text('action').notNull(),
    target: text('target').notNull().default(''),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'restrict' }),
    details: jsonb('details').notNull().default({}),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id),
    index('audit_log_user_idx').on(t.userId),
    index('audit_log_action_idx').on(t.action),
  ],
);

export const ROLLUP_GRAINS = ['hour', 'day', 'month'] as const;
/**
 * The sales figures summed per location, local period (an hour, a day or a month in the shop's
 * time zone, as a wall-clock time) and group, so a report adds up rollup rows instead of reading
 * orders. Kept by database triggers on orders and refunds (migration 0015), in the transaction of
 * the sale, void or refund; `entries` counts the order and refund lines summed in a row, so a row
 * whose lines were all voided away (0) is no group at all. Dimension 'sales' is the orders
 * themselves; 'drinks' all the drinks sold; the others group by a key (a cashier id, an item name).
 */
export const salesRollups = pgTable(
  'sales_rollups',
  {
    locationId: requiredRef('location_id', () => locations.id, 'cascade'),
    grain: text('grain', { enum: ROLLUP_GRAINS }).notNull(),
    period: timestamp('period').notNull(),
    dimension: text('dimension').notNull(),
    key: text('key').notNull(),
    entries: cents('entries').notNull(),
    orders: cents('orders').notNull(),
    items: cents('items').notNull(),
    gross: cents('gross').notNull(),
    discounts: cents('discounts').notNull(),
    refunds: cents('refunds').notNull(),
    tax: cents('tax').notNull(),
    tips: cents('tips').notNull(),
    quantity: numeric('quantity', { precision: 16, scale: 2 }).notNull(),
    /** What the drinks sold cost the shop (their stored costs); 0 for refunds and order groups. */
    cost: cents('cost').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.dimension, t.grain, t.period, t.locationId, t.key] }),
    check('sales_rollups_grain', sql`${t.grain} in ('hour', 'day', 'month')`),
  ],
);

/**
 * A counter per location that a trigger on `orders` raises with every change to a paid order there
 * (drizzle/0017): the queue read kept in memory is answered again while the counter is unchanged.
 */
export const queueVersions = pgTable('queue_versions', {
  locationId: integer('location_id')
    .primaryKey()
    .references(() => locations.id, { onDelete: 'cascade' }),
  version: cents('version').notNull().default(0),
});

const stockQuantity = (name: string) => numeric(name, { precision: 14, scale: 4 });
const unitCost = (name: string) => numeric(name, { precision: 12, scale: 4 });

/**
 * A location's level of one stock item (every flavor, in its group's unit, and every cup size), created at its first movement or setting. `on_hand` may
 * go negative (sold before the delivery was entered); `unit_cost` is dollars per unit.
 */
export const stockLevels = pgTable(
  'stock_levels',
  {
    locationId: requiredRef('location_id', () => locations.id, 'cascade'),
    kind: text('kind', { enum: STOCK_KINDS }).notNull(),
    itemId: integer('item_id').notNull(),
    onHand: stockQuantity('on_hand').notNull().default('0'),
    par: stockQuantity('par').notNull().default('0'),
    reorderAt: stockQuantity('reorder_at'),
    unitCost: unitCost('unit_cost').notNull().default('0'),
    /**
     * Received, counted or transferred (in or out) at least once: until then on_hand only counts
     * sales from an unknown start, so it never sells a flavor out by itself.
     */
    tracked: boolean('tracked').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.kind, t.itemId] }),
    check('stock_levels_kind', sql`${t.kind} in ('flavor', 'cup')`),
    check('stock_levels_settings', sql`${t.par} >= 0 and ${t.unitCost} >= 0`),
  ],
);

/**
 * Every change of a stock level, with its signed `quantity` (what it added to on_hand). A count
 * keeps what was expected and counted; a sale or a void names its order; the two sides of a
 * transfer share a `transfer_id`.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    locationId: requiredRef('location_id', () => locations.id, 'cascade'),
    kind: text('kind', { enum: STOCK_KINDS }).notNull(),
    itemId: integer('item_id').notNull(),
    type: text('type', { enum: STOCK_MOVEMENT_TYPES }).notNull(),
    quantity: stockQuantity('quantity').notNull(),
    unitCost: unitCost('unit_cost'),
    expected: stockQuantity('expected'),
    counted: stockQuantity('counted'),
    reason: text('reason'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    transferId: uuid('transfer_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /**
     * A sale's or a void's movement not yet added to its level: that happens last at commit. In no
     * index, so clearing it is a heap-only update (found by the order's index).
     */
    pending: boolean('pending').notNull().default(false),
  },
  (t) => [
    index('stock_movements_location_idx').on(t.locationId, t.createdAt.desc(), t.id.desc()),
    index('stock_movements_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
    check('stock_movements_kind', sql`${t.kind} in ('flavor', 'cup')`),
    check(
      'stock_movements_type',
      sql`${t.type} in ('sale', 'void', 'receipt', 'waste', 'count', 'transfer')`,
    ),
  ],
);

const usageRollupColumns = () => ({
  grain: text('grain', { enum: ['day', 'month'] }).notNull(),
  period: date('period', { mode: 'string' }).notNull(),
  kind: text('kind', { enum: STOCK_KINDS }).notNull(),
  itemId: integer('item_id').notNull(),
  movements: integer('movements').notNull(),
  used: stockQuantity('used').notNull(),
  wasted: stockQuantity('wasted').notNull(),
  variance: stockQuantity('variance').notNull(),
});

/**
 * The usage report's rollup (drizzle/0029): per location, local day and local month (`grain`,
 * `period` its first day) and stock item, what its sales and voids used, its waste and its counts'
 * variance, and how many movements made them. Statement triggers on stock_movements append the
 * changes, which fold_stock_usage() adds here (0031); a change of the shop's time zone remakes
 * its rows.
 */
export const stockUsageRollups = pgTable(
  'stock_usage_rollups',
  {
    locationId: requiredRef('location_id', () => locations.id, 'cascade'),
    ...usageRollupColumns(),
  },
  (t) => [
    // Period before shop: a read of all shops is a range of this key too.
    primaryKey({ columns: [t.grain, t.period, t.locationId, t.kind, t.itemId] }),
    check('stock_usage_rollups_grain', sql`${t.grain} in ('day', 'month')`),
  ],
);

/** The same sums for the whole chain (drizzle/0031): what a report of all shops reads. */
export const stockUsageChainRollups = pgTable(
  'stock_usage_chain_rollups',
  usageRollupColumns(),
  (t) => [
    primaryKey({ columns: [t.grain, t.period, t.kind, t.itemId] }),
    check('stock_usage_chain_rollups_grain', sql`${t.grain} in ('day', 'month')`),
  ],
);
