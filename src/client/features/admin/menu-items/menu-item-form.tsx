import type { MenuItemPayload } from '@shared/catalogue-schemas';
import { DecimalField, TextField } from '../shared/text-field';
import { useCatalogueCupsQuery } from '../../../lib/api/catalogue-api';
import {
  useLazyCataloguePromotionAutocompleteQuery,
  useLazyCatalogueSodaAutocompleteQuery,
} from './menu-items-api';
import { fieldErrorMap } from '../../../lib/save';
import { notifySuccess } from '../../../lib/toast';
import { AdminForm } from '../shared/admin-form';
import { fieldsOf, notifyFailure, useSchemaForm } from '../shared/form-helpers';
import { autocompleteLoader } from '../shared/load-options';
import { SelectField } from '../shared/select-field';
import { FormSwitchField } from '../shared/switch-field';
import { FlavorRows } from './flavor-rows';
import {
  menuItemBody,
  menuItemFormSchema,
  SERVER_FIELD,
  type MenuItemValues,
} from './menu-item-form-schema';

interface MenuItemFormProps {
  idPrefix: string;
  defaultValues: MenuItemValues;
  submitLabel: string;
  busy: boolean;
  request: (body: MenuItemPayload) => Promise<unknown>;
  successMessage: string;
  onSuccess?: () => void;
}

/**
 * Name, soda, recipe, the limited-time promo toggle and the manual price toggle. On success the
 * form resets (closing the toggles); on failure the server's message is an error toast and its
 * field errors go under the fields.
 */
export function MenuItemForm(props: MenuItemFormProps) {
  const { idPrefix, defaultValues, submitLabel, busy } = props;
  const cups = useCatalogueCupsQuery();
  const [findSodas] = useLazyCatalogueSodaAutocompleteQuery();
  const [findPromos] = useLazyCataloguePromotionAutocompleteQuery();
  const form = useSchemaForm<MenuItemValues>(menuItemFormSchema, defaultValues);
  const field = fieldsOf(form, idPrefix);
  const limitedTime = form.watch('is_limited_time');
  const manualPrice = form.watch('is_manual_price');
  const smallCup = cups.data?.find((cup) => cup.size.value === 16);
  const defaultQuantity = Math.round(smallCup?.conversion_factor ?? 1);
  const id = (field: string) => `${idPrefix}-${field}`;

  const submit = form.handleSubmit(async (values) => {
    try {
      await props.request(menuItemBody(values));
      form.reset(defaultValues);
      notifySuccess(props.successMessage);
      props.onSuccess?.();
    } catch (error) {
      notifyFailure(error);
      for (const [field, messages] of Object.entries(fieldErrorMap(error) ?? {})) {
        const name = SERVER_FIELD[field] ?? field;
        if (name in values)
          form.setError(name as keyof MenuItemValues, { message: messages.join('\n') });
      }
    }
  });

  return (
    <AdminForm
      onSubmit={submit}
      submitLabel={submitLabel}
      busy={busy}
      className="flex flex-col gap-5"
    >
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label="Name" placeholder="Enter menu item name" {...field('name')} />
        <SelectField
          control={form.control}
          name="soda"
          id={id('soda')}
          label="Soda"
          loadOptions={autocompleteLoader(findSodas, (soda) => soda.name)}
        />
      </div>
      <FlavorRows form={form} idPrefix={idPrefix} defaultQuantity={defaultQuantity} />
      <FormSwitchField
        control={form.control}
        name="is_limited_time"
        id={id('limited-time')}
        label="Limited time promo item"
      />
      {limitedTime && (
        <SelectField
          control={form.control}
          name="limited_time_promo"
          id={id('promo')}
          label="Limited time promo"
          loadOptions={autocompleteLoader(findPromos, (promo) => promo.name)}
        />
      )}
      <FormSwitchField
        control={form.control}
        name="is_manual_price"
        id={id('manual-price')}
        label="Set price manually"
      />
      {manualPrice && <DecimalField label="Price (16 oz, excluding the cup)" {...field('price')} />}
    </AdminForm>
  );
}
