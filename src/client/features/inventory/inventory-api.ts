import type { LocationId } from '@shared/ids';
import type {
  InventoryRow,
  StockKind,
  StockMovement,
  movementPageAnswer,
  reorderAnswer,
} from '@shared/inventory-schemas';
import type { z } from 'zod';
import { api } from '../../lib/api/api';

export type MovementPage = z.infer<typeof movementPageAnswer>;
export type ReorderList = z.infer<typeof reorderAnswer>;
export type { InventoryRow, StockKind, StockMovement };

/** A stock item: a flavor or a cup, by its own id. */
export interface StockItemRef {
  kind: StockKind;
  id: number;
}

/** Decimal inputs go as the text typed: the server parses them exactly (up to 4 decimals). */
export interface StockSettings extends StockItemRef {
  location: LocationId;
  par: string;
  reorder_at: string | null;
  unit_cost: string;
}
export interface ReceiptBody {
  location: LocationId;
  lines: (StockItemRef & { quantity: string; unit_cost?: string })[];
}
export interface WasteBody extends StockItemRef {
  location: LocationId;
  quantity: string;
  reason: string;
}
export interface CountBody {
  location: LocationId;
  lines: (StockItemRef & { on_hand: string })[];
}
export interface MovementArgs {
  location: LocationId;
  /** YYYY-MM-DD days of the shop; empty for no bound. */
  from: string;
  to: string;
  /** 'flavor:12' or '' for every item. */
  item: string;
  page: number;
  page_size: number;
}
interface Movements {
  movements: StockMovement[];
}

/** The movements query's parameters: only those set; the item splits into kind and id. */
function movementParams({ item, ...args }: MovementArgs) {
  const [kind, id] = item ? item.split(':') : [];
  const all = { ...args, kind: kind ?? '', id: id ?? '' };
  return Object.fromEntries(Object.entries(all).filter(([, value]) => value !== ''));
}

const write = (url: string, body: object) => ({ url, method: 'POST', body });

/** Stock and cost: every write refreshes the stock rows and the movements. */
export const inventoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    inventory: build.query<{ rows: InventoryRow[] }, LocationId>({
      query: (location) => ({ url: '/api/inventory', params: { location } }),
      providesTags: ['Inventory'],
    }),
    movements: build.query<MovementPage, MovementArgs>({
      query: (args) => ({ url: '/api/inventory/movements', params: movementParams(args) }),
      providesTags: ['Inventory'],
    }),
    reorder: build.query<ReorderList, LocationId>({
      query: (location) => ({ url: '/api/inventory/reorder', params: { location } }),
      providesTags: ['Inventory'],
    }),
    updateStock: build.mutation<InventoryRow, StockSettings>({
      query: ({ location, kind, id, ...body }) => ({
        url: `/api/inventory/${location}/${kind}/${id}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: ['Inventory'],
    }),
    receive: build.mutation<Movements, ReceiptBody>({
      query: (body) => write('/api/inventory/receipts', body),
      invalidatesTags: ['Inventory'],
    }),
    waste: build.mutation<Movements, WasteBody>({
      query: (body) => write('/api/inventory/waste', body),
      invalidatesTags: ['Inventory'],
    }),
    count: build.mutation<Movements, CountBody>({
      query: (body) => write('/api/inventory/counts', body),
      // The rows show the counts at once, not the stock before them until the refetch answers.
      async onQueryStarted({ location }, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        const counted = new Map(answer.data.movements.map((m) => [`${m.kind}:${m.item_id}`, m]));
        dispatch(
          inventoryApi.util.updateQueryData('inventory', location, (draft) => {
            for (const row of draft.rows) {
              const movement = counted.get(`${row.kind}:${row.id}`);
              if (movement?.counted != null) row.on_hand = movement.counted;
            }
          }),
        );
      },
      invalidatesTags: ['Inventory'],
    }),
  }),
});

export const {
  useInventoryQuery,
  useMovementsQuery,
  useReorderQuery,
  useUpdateStockMutation,
  useReceiveMutation,
  useWasteMutation,
  useCountMutation,
} = inventoryApi;
