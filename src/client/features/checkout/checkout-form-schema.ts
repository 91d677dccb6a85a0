import { ORDER_NAME_REQUIRED } from '@shared/order-schemas';
import { z } from '@shared/validation';

/** SPEC section 5, Checkout: a name of at least 1 character and a discount option {value, label}. */
export const checkoutFormSchema = z.object({
  order_name: z.string({ error: ORDER_NAME_REQUIRED }).min(1, ORDER_NAME_REQUIRED),
  discount: z.object({ value: z.number().int(), label: z.string() }),
});
export type CheckoutForm = z.infer<typeof checkoutFormSchema>;
