import { promotionSchema } from '@shared/catalogue-schemas';
import type { LimitedTimePromotion } from '@shared/catalogue-types';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useUpdatePromotionMutation } from './promos-api';
import { save } from '../../../lib/save';
import { notifySuccess } from '../../../lib/toast';
import { notifyFailure, rawResolver } from '../shared/form-helpers';
import { SwitchField } from '../shared/switch-field';

const PROMO_UPDATED = 'Promotion updated successfully';

interface PromoValues {
  name: string;
}

/** One promotion: its name, an archive switch saved at once, and Rename in a dialog. */
export function PromoRow({ promo }: { promo: LimitedTimePromotion }) {
  const [updatePromotion, { isLoading }] = useUpdatePromotionMutation();
  const [open, setOpen] = useState(false);
  const form = useForm<PromoValues>({
    resolver: rawResolver<PromoValues>(promotionSchema),
    values: { name: promo.name },
    reValidateMode: 'onChange',
  });
  const error = form.formState.errors.name?.message;

  const setArchived = async (is_archived: boolean) => {
    try {
      await updatePromotion({ id: promo.id, name: promo.name, is_archived }).unwrap();
      notifySuccess(PROMO_UPDATED);
    } catch (failure) {
      notifyFailure(failure);
    }
  };

  const rename = form.handleSubmit((values) =>
    save({
      request: () =>
        updatePromotion({
          id: promo.id,
          name: values.name,
          is_archived: promo.is_archived,
        }).unwrap(),
      form,
      reset: false,
      successMessage: PROMO_UPDATED,
      onSuccess: () => setOpen(false),
    }),
  );

  return (
    <>
      <span className={promo.is_archived ? 'text-slate-500 line-through' : undefined}>
        {promo.name}
      </span>
      <div className="flex items-center gap-4">
        <SwitchField
          id={`promo-archived-${promo.id}`}
          label="Archived"
          checked={promo.is_archived}
          disabled={isLoading}
          onCheckedChange={(checked) => void setArchived(checked)}
        />
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          Rename
        </Button>
      </div>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Rename Limited Time Promo</DialogTitle>
          <DialogDescription>{promo.name}</DialogDescription>
          <form onSubmit={rename} noValidate className="mt-4 flex flex-col gap-4">
            <FormField label="Name" htmlFor={`promo-name-${promo.id}`} error={error}>
              <Input
                id={`promo-name-${promo.id}`}
                aria-invalid={!!error}
                {...form.register('name')}
              />
            </FormField>
            <Button type="submit" className="self-start" disabled={isLoading}>
              Save
            </Button>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
