import { isBlank } from './blank';
import { decimalField, optionalDecimalField } from './decimal-field';
import { optionalRecordId, recordId } from './ids';
import { localDay, queryInt } from './order-history-schemas';
import { plainText } from './plain-text';
import { z } from './validation';

/**
 * Stock and cost: what the inventory routes take and answer. Quantities and unit costs are exact
 * decimals of up to 4 places, parsed to integers of ten-thousandths (STOCK_SCALE).
 */

export const STOCK_KINDS = ['flavor', 'cup'] as const;
export type StockKind = (typeof STOCK_KINDS)[number];
export const STOCK_MOVEMENT_TYPES = [
  'sale',
  'void',
  'receipt',
  'waste',
  'count',
  'transfer',
] as const;
export type StockMovementType = (typeof STOCK_MOVEMENT_TYPES)[number];

export const STOCK_SCALE = 4;
const UNITS = 10 ** STOCK_SCALE;
/** The most of one thing a line may move or a count may find: 1,000,000 units. */
export const MAX_STOCK_QUANTITY = 1_000_000;
/** The highest unit cost: $10,000.0000 a unit. */
export const MAX_UNIT_COST = 10_000;
export const MOVEMENTS_PAGE_SIZE = 50;

/** Ten-thousandths as the numeric text PostgreSQL stores. */
export const stockText = (scaled: number) => (scaled / UNITS).toFixed(STOCK_SCALE);

const quantityOptions = (label: string, min: number) => ({
  required: `${label} is required`,
  label,
  scale: STOCK_SCALE,
  min,
  max: MAX_STOCK_QUANTITY * UNITS,
  range:
    min > 0
      ? `${label} must be more than 0 and at most ${MAX_STOCK_QUANTITY.toLocaleString('en-US')}`
      : `${label} must be from 0 to ${MAX_STOCK_QUANTITY.toLocaleString('en-US')}`,
  invalid: `${label} must be a number`,
  decimals: `${label} takes at most ${STOCK_SCALE} decimals`,
});
const costOptions = {
  required: 'Unit cost is required',
  label: 'Unit cost',
  scale: STOCK_SCALE,
  min: 0,
  max: MAX_UNIT_COST * UNITS,
  range: `Unit cost must be from 0 to ${MAX_UNIT_COST.toLocaleString('en-US')}`,
  invalid: 'Unit cost must be a number',
  decimals: `Unit cost takes at most ${STOCK_SCALE} decimals`,
};

/** A quantity moved: more than 0. */
const movedQuantity = decimalField(quantityOptions('Quantity', 1));
const stockKind = z.enum(STOCK_KINDS, { error: "Kind must be 'flavor' or 'cup'" });
const stockItem = { kind: stockKind, id: recordId('Choose a flavor or a cup') };
const lines = <T extends z.ZodRawShape>(shape: T) =>
  z
    .array(z.object({ ...stockItem, ...shape }), { error: 'Add at least one line' })
    .min(1, 'Add at least one line')
    .max(200, 'At most 200 lines at once');

export const stockSettingsSchema = z.object({
  par: decimalField(quantityOptions('Par', 0)),
  reorder_at: optionalDecimalField(quantityOptions('Reorder level', 0)),
  unit_cost: decimalField(costOptions),
});

export const receiptSchema = z.object({
  location: recordId('Choose a location'),
  lines: lines({ quantity: movedQuantity, unit_cost: optionalDecimalField(costOptions) }),
});

export const wasteSchema = z.object({
  location: recordId('Choose a location'),
  ...stockItem,
  quantity: movedQuantity,
  reason: z
    .string({ error: 'Give a reason' })
    .trim()
    .min(1, 'Give a reason')
    .max(200, 'Reason must be at most 200 characters')
    .check(plainText('Reason')),
});

export const countSchema = z.object({
  location: recordId('Choose a location'),
  lines: lines({ on_hand: decimalField(quantityOptions('On hand', 0)) }),
});

export const transferSchema = z
  .object({
    from: recordId('Choose the location it leaves'),
    to: recordId('Choose the location it goes to'),
    lines: lines({ quantity: movedQuantity }),
  })
  .refine((body) => body.from !== body.to, {
    path: ['to'],
    message: 'A transfer goes to another location',
  });

export const inventoryQuery = z.object({ location: recordId('Choose a location') });
export const reorderQuery = z.object({
  location: recordId('Choose a location'),
  format: z.enum(['json', 'csv'], { error: "Format must be 'json' or 'csv'" }).optional(),
});

export const movementsQuery = z.object({
  location: recordId('Choose a location'),
  from: localDay('From'),
  to: localDay('To'),
  kind: z.preprocess((value) => (isBlank(value) ? undefined : value), stockKind.optional()),
  id: optionalRecordId(),
  page: queryInt('Page', 1, 1_000_000, 1),
  page_size: queryInt('Page size', 1, 200, MOVEMENTS_PAGE_SIZE),
});

export const stockPathParams = z.object({
  locationId: recordId(),
  kind: stockKind,
  id: recordId(),
});

/** One row of GET /api/inventory. */
/** What every row about an item's level starts with. */
const levelFields = {
  kind: stockKind,
  id: z.number(),
  name: z.string(),
  uom: z.string(),
  on_hand: z.number(),
  par: z.number(),
};

export const inventoryRowSchema = z.object({
  ...levelFields,
  reorder_at: z.number().nullable(),
  unit_cost: z.number(),
  low: z.boolean(),
  used_last_7_days: z.number(),
  days_left: z.number().nullable(),
});
export type InventoryRow = z.infer<typeof inventoryRowSchema>;
export const inventoryAnswer = z.object({ rows: z.array(inventoryRowSchema) });

export const movementSchema = z.object({
  id: z.number(),
  location: z.number(),
  kind: stockKind,
  item_id: z.number(),
  name: z.string(),
  uom: z.string(),
  type: z.enum(STOCK_MOVEMENT_TYPES),
  quantity: z.number(),
  unit_cost: z.number().nullable(),
  expected: z.number().nullable(),
  counted: z.number().nullable(),
  variance: z.number().nullable(),
  reason: z.string().nullable(),
  order: z.number().nullable(),
  transfer_id: z.string().nullable(),
  created_by: z.number().nullable(),
  created_by_name: z.string(),
  created_at: z.string(),
});
export type StockMovement = z.infer<typeof movementSchema>;
export const movementsAnswer = z.object({ movements: z.array(movementSchema) });
export const movementPageAnswer = z.object({
  count: z.number(),
  results: z.array(movementSchema),
});

export const reorderRowSchema = z.object({
  ...levelFields,
  quantity: z.number(),
  unit_cost: z.number(),
  estimated_cost: z.number(),
});
export const reorderAnswer = z.object({
  rows: z.array(reorderRowSchema),
  estimated_cost: z.number(),
});
export const REORDER_CSV_COLUMNS = [
  'kind',
  'name',
  'uom',
  'on_hand',
  'par',
  'quantity',
  'unit_cost',
  'estimated_cost',
];
