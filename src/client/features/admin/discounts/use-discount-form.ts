import { save } from '../../../lib/save';
import { useSchemaForm } from '../shared/form-helpers';
import {
  discountBody,
  discountFormSchema,
  emptyDiscount,
  type DiscountValues,
} from './discount-form-schema';
import { useCreateDiscountMutation, useLazyCatalogueCupAutocompleteQuery } from './discounts-api';

/** The add-discount form's state, the cup search of its picker, and the submit. */
export function useDiscountForm() {
  const [findCups] = useLazyCatalogueCupAutocompleteQuery();
  const [createDiscount, { isLoading }] = useCreateDiscountMutation();
  const form = useSchemaForm<DiscountValues>(discountFormSchema, emptyDiscount());

  const submit = form.handleSubmit((values) =>
    save({
      request: () => createDiscount(discountBody(values)).unwrap(),
      form,
      successMessage: 'Discount added successfully',
    }),
  );

  return {
    form,
    type: form.watch('percent_or_price'),
    cupSpecific: form.watch('is_cup_specific'),
    findCups,
    submit,
    creating: isLoading,
  };
}
