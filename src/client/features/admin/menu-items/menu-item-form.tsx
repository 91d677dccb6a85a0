import type { MenuItemPayload } from '@shared/catalogue-schemas';
import { DecimalField, TextField } from '../shared/text-field';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { useCatalogueCupsQuery } from '../../../lib/api/catalogue-api';
import {
  useLazyCataloguePromotionAutocompleteQuery,
  useLazyCatalogueSodaAutocompleteQuery,
} from './menu-items-api';
import { fieldErrorMap } from '../../../lib/save';
import { notifySuccess } from '../../../lib/toast';
import { notifyFailure, rawResolver } from '../shared/form-helpers';
import { autocompleteLoader } from '../shared/load-options';
import { SelectField } from '../shared/select-field';
import { SwitchField } from '../shared/switch-field';
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
  const form = useForm<MenuItemValues>({
    resolver: rawResolver<MenuItemValues>(menuItemFormSchema),
    defaultValues,
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
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
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Name"
          id={id('name')}
          placeholder="Enter menu item name"
          error={errors.name?.message}
          registration={form.register('name')}
        />
        <SelectField
          control={form.control}
          name="soda"
          id={id('soda')}
          label="Soda"
          loadOptions={autocompleteLoader(findSodas, (soda) => soda.name)}
        />
      </div>
      <FlavorRows form={form} idPrefix={idPrefix} defaultQuantity={defaultQuantity} />
      <Controller
        control={form.control}
        name="is_limited_time"
        render={({ field }) => (
          <SwitchField
            id={id('limited-time')}
            label="Limited time promo item"
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
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
      <Controller
        control={form.control}
        name="is_manual_price"
        render={({ field }) => (
          <SwitchField
            id={id('manual-price')}
            label="Set price manually"
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      {manualPrice && (
        <DecimalField
          label="Price (16 oz, excluding the cup)"
          id={id('price')}
          error={errors.price?.message}
          registration={form.register('price')}
        />
      )}
      <Button type="submit" className="self-start" disabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
