import type { OrderDisplay } from '@shared/order-types';

/** An order as the queue and checkout read it (spec section 3). */
export type Order = OrderDisplay;
