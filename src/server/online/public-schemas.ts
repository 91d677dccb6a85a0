import { idFromText } from '../../shared/ids';
import { plainText } from '../../shared/plain-text';
import { z } from '../../shared/validation';

/** `location={id}` in a query string: a record id. */
const locationParam = z.string({ error: 'Choose a location' }).transform((text, ctx) => {
  const id = idFromText(text);
  if (id === undefined) {
    ctx.addIssue({ code: 'custom', message: 'Choose a location' });
    return z.NEVER;
  }
  return id;
});

/** `?location={id}` of the public reads; only that field (anything else is a 400). */
export const publicLocationQuery = z.object({ location: locationParam }).strict();

const publicLocation = z.object({
  id: z.number(),
  name: z.string(),
  online_ordering: z.boolean(),
  paused_until: z.string().nullable(),
});
export const publicLocationsAnswer = z.array(publicLocation);

const choice = z.object({ value: z.union([z.number(), z.string()]), display: z.string() });
const soldOut = { sold_out: z.boolean() };
const flavor = z.object({
  id: z.number(),
  name: z.string(),
  flavor_group: z.object({ id: z.number(), name: z.string(), uom: choice, price: z.number() }),
  sugar_free_available: z.boolean(),
});
/** The menu as customers see it: only these fields leave the server. */
export const publicMenuAnswer = z.object({
  location: z.object({
    id: z.number(),
    name: z.string(),
    tax_rate: z.number(),
    prices_include_tax: z.boolean(),
    accepting: z.boolean(),
  }),
  cups: z.array(
    z.object({
      id: z.number(),
      size: choice,
      price: z.number(),
      conversion_factor: z.number(),
      ...soldOut,
    }),
  ),
  sodas: z.array(z.object({ id: z.number(), name: z.string(), ...soldOut })),
  flavors: z.array(flavor.extend(soldOut)),
  menu_items: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      soda: z.object({ id: z.number(), name: z.string() }),
      flavors: z.array(z.object({ flavor, quantity: z.number() })),
      cup_prices: z.array(z.object({ id: z.number(), size: choice, price: z.number() })),
      ...soldOut,
    }),
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
