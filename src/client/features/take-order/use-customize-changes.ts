import type { Flavor, MenuItem, Soda } from '@shared/catalogue-types';
import { recipeChanges, type ItemChange } from '@shared/item-changes';
import type { UseFormReturn } from 'react-hook-form';
import type { OrderItemFormValues } from './order-item-form-schema';

/**
 * The Customize choices as changes against the recipe (the same rule the server describes the
 * stored item with) and undoing one of them: the chips at the top of the Customize list.
 */
export function useCustomizeChanges({
  form,
  values,
  recipe,
  sodas,
  flavors,
}: {
  form: UseFormReturn<OrderItemFormValues>;
  values: OrderItemFormValues;
  recipe: MenuItem | null;
  sodas: Soda[];
  flavors: Flavor[];
}) {
  const names = new Map<number, string>(flavors.map((f) => [f.id, f.name]));
  for (const line of recipe?.flavors ?? []) names.set(line.flavor.id, line.flavor.name);
  const sodaName = sodas.find((s) => String(s.id) === values.custom_order__soda)?.name ?? '';
  const changes: ItemChange[] = values.customize
    ? recipeChanges({
        recipe: {
          sodaName: recipe?.soda.name ?? sodaName,
          flavors: (recipe?.flavors ?? []).map((l) => ({
            flavorId: l.flavor.id,
            name: l.flavor.name,
          })),
        },
        sodaName,
        // Names load with the flavor list; until then a chosen flavor has no chip yet.
        chosen: values.custom_order_flavors
          .filter((id) => names.has(id))
          .map((id) => ({ flavorId: id, name: names.get(id)! })),
        lowSugar: values.low_sugar === 'low_sugar',
      })
    : [];

  const removeChange = (change: ItemChange) => {
    const chosen = form.getValues('custom_order_flavors');
    const validate = { shouldValidate: form.formState.isSubmitted, shouldDirty: true };
    if (change.kind === 'soda' && recipe)
      form.setValue('custom_order__soda', String(recipe.soda.id), validate);
    else if (change.kind === 'added')
      form.setValue(
        'custom_order_flavors',
        chosen.filter((id) => id !== change.flavorId),
        validate,
      );
    else if (change.kind === 'removed')
      form.setValue('custom_order_flavors', [...chosen, change.flavorId], validate);
    else if (change.kind === 'low_sugar') form.setValue('low_sugar', 'normal', validate);
  };

  return { changes, removeChange };
}
