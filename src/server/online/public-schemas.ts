import {
  cupResponseSchema,
  flavorResponseSchema,
  menuItemResponseSchema,
  sodaNameSchema,
} from '../../shared/catalogue-response-schemas';
import { recordId } from '../../shared/ids';
import { plainText } from '../../shared/plain-text';
import { z } from '../../shared/validation';

/** `location={id}` in a query string: a record id. */
const locationParam = recordId('Choose a location');

/** `?location={id}` of the public reads; only that field (anything else is a 400). */
export const publicLocationQuery = z.object({ location: locationParam }).strict();

const publicLocation = z.object({
  id: z.number(),
  name: z.string(),
  online_ordering: z.boolean(),
  paused_until: z.string().nullable(),
});
export const publicLocationsAnswer = z.array(publicLocation);

const soldOut = { sold_out: z.boolean() };
/** The menu as customers see it: the catalogue's own shapes, only these fields leave the server. */
export const publicMenuAnswer = z.object({
  location: z.object({
    id: z.number(),
    name: z.string(),
    tax_rate: z.number(),
    prices_include_tax: z.boolean(),
    accepting: z.boolean(),
  }),
  cups: z.array(cupResponseSchema.extend(soldOut)),
  sodas: z.array(sodaNameSchema.extend(soldOut)),
  flavors: z.array(flavorResponseSchema.extend(soldOut)),
  menu_items: z.array(
    menuItemResponseSchema
      .pick({ id: true, name: true, soda: true, flavors: true, cup_prices: true })
      .extend(soldOut),
  ),
});

export const slotsAnswer = z.array(
  z.object({ start: z.string(), end: z.string(), available: z.number() }),
);

const drinkLine = z.object({ name: z.string(), size: z.string(), price: z.number() });
const status = z.enum(['received', 'in_progress', 'ready', 'collected', 'cancelled']);
export const placedOrderAnswer = z.object({
  token: z.string(),
  code: z.string(),
  status,
  pickup_at: z.string().nullable(),
  items: z.array(drinkLine),
  subtotal: z.number(),
  tax: z.number(),
  total: z.number(),
});
export const customerOrderAnswer = z.object({
  code: z.string(),
  status,
  pickup_at: z.string().nullable(),
  items: z.array(drinkLine),
  total: z.number(),
  location: z.object({ name: z.string() }),
});

/** GET /api/online-orders?location={id} (staff). */
export const onlineOrdersQuery = z.object({ location: locationParam });

/** POST /api/online-orders/{id}/cancel: why, told to nobody but the audit log. */
export const cancelOnlineSchema = z.object({
  reason: z
    .string({ error: 'Enter a reason' })
    .trim()
    .min(1, 'Enter a reason')
    .max(200, 'Reason must be at most 200 characters')
    .check(plainText('Reason')),
});

export const staffOnlineOrderAnswer = z.object({
  id: z.number(),
  code: z.string(),
  customer_name: z.string(),
  phone: z.string().nullable(),
  pickup_at: z.string().nullable(),
  due_at: z.string().nullable(),
  status,
  items: z.array(drinkLine),
  total: z.number(),
});
export const staffOnlineOrdersAnswer = z.array(staffOnlineOrderAnswer);

const boardEntry = z.object({ code: z.string().nullable(), name: z.string().nullable() });
export const boardAnswer = z.object({
  location: z.object({ id: z.number(), name: z.string() }),
  preparing: z.array(boardEntry),
  ready: z.array(boardEntry),
});
