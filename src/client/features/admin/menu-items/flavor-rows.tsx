import type { Flavor } from '@shared/catalogue-types';
import { X } from 'lucide-react';
import { useRef } from 'react';
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { AsyncSelect } from '../../../components/ui/async-select';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useLazyCatalogueFlavorAutocompleteQuery } from './menu-items-api';
import type { SelectOption } from '../../../lib/select';
import { blankFlavorRow, type MenuItemValues } from './menu-item-form-schema';

interface FlavorRowsProps {
  form: UseFormReturn<MenuItemValues>;
  idPrefix: string;
  /** The 16 oz cup's conversion factor rounded: a chosen flavor's default quantity. */
  defaultQuantity: number;
}

/**
 * The recipe: a flavor dropdown per row with its quantity and unit. Choosing a flavor in the last
 * row adds a blank row under it, so one blank starter row always stays at the end.
 */
export function FlavorRows({ form, idPrefix, defaultQuantity }: FlavorRowsProps) {
  const rows = useFieldArray({ control: form.control, name: 'flavors' });
  const [findFlavors] = useLazyCatalogueFlavorAutocompleteQuery();
  const seen = useRef(new Map<number, Flavor>());
  const errors = form.formState.errors.flavors;
  const listError = errors?.root?.message ?? errors?.message;

  const loadFlavors = async (search: string): Promise<SelectOption[]> => {
    const { results } = await findFlavors(search).unwrap();
    for (const flavor of results) seen.current.set(flavor.id, flavor);
    return results.map((flavor) => ({ value: flavor.id, label: flavor.name }));
  };

  const choose = (index: number, option: SelectOption | null) => {
    if (!option) {
      if (index < rows.fields.length - 1) rows.remove(index);
      return;
    }
    const unit = seen.current.get(option.value)?.flavor_group.uom.display ?? '';
    rows.update(index, { flavor: option, quantity: String(defaultQuantity), unit });
    if (index === rows.fields.length - 1) rows.append(blankFlavorRow(), { shouldFocus: false });
    if (form.formState.isSubmitted) void form.trigger('flavors');
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold text-slate-800">Flavors</legend>
      {rows.fields.map((row, index) => {
        const value = form.watch(`flavors.${index}`);
        const isBlank = value.flavor.value === 0;
        const quantityError = errors?.[index]?.quantity?.message;
        return (
          <div key={row.id} className="flex items-start gap-3" data-testid="flavor-row">
            <div className="flex-1">
              <Controller
                control={form.control}
                name={`flavors.${index}.flavor`}
                render={({ field }) => (
                  <AsyncSelect
                    inputId={`${idPrefix}-flavor-${index}`}
                    aria-label={`Flavor ${index + 1}`}
                    value={isBlank ? null : field.value}
                    onChange={(option) => choose(index, option)}
                    loadOptions={loadFlavors}
                    isClearable={!isBlank}
                  />
                )}
              />
            </div>
            <div className="flex w-48 flex-col gap-1">
              <div className="flex items-center gap-2">
                <Input
                  aria-label={`Quantity ${index + 1}`}
                  inputMode="decimal"
                  disabled={isBlank}
                  className="w-20"
                  aria-invalid={!!quantityError}
                  {...form.register(`flavors.${index}.quantity`)}
                />
                <span className="text-sm text-slate-600">{value.unit && `${value.unit}(s)`}</span>
              </div>
              <FieldError message={quantityError} />
            </div>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove flavor ${index + 1}`}
              disabled={isBlank}
              onClick={() => rows.remove(index)}
            >
              <X className="size-5" />
            </Button>
          </div>
        );
      })}
      <FieldError message={listError} />
    </fieldset>
  );
}
