import { typedOrderName } from '@shared/order-schemas';
import { z } from '@shared/validation';

/**
 * SPEC section 5, Checkout: a name of at least 1 character and a discount option {value, label}.
 * The name is a list name or one typed at the till: 1 to 30 plain characters, as the server takes.
 */
export const checkoutFormSchema = z.object({
  order_name: typedOrderName,
  discount: z.object({ value: z.number().int(), label: z.string() }),
});
export type CheckoutForm = z.infer<typeof checkoutFormSchema>;
