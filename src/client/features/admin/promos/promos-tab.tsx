import { promotionSchema } from '@shared/catalogue-schemas';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useCataloguePromotionsQuery } from '../../../lib/api/catalogue-reads-api';
import { useCreatePromotionMutation } from '../../../lib/api/catalogue-writes-api';
import { save } from '../../../lib/save';
import { AdminCard, AdminSection } from '../shared/admin-card';
import { EntryList } from '../shared/entry-list';
import { rawResolver } from '../shared/form-helpers';
import { PromoRow } from './promo-row';

interface PromoValues {
  name: string;
}

export function PromosTab() {
  const promos = useCataloguePromotionsQuery();
  const [createPromotion, { isLoading }] = useCreatePromotionMutation();
  const form = useForm<PromoValues>({
    resolver: rawResolver<PromoValues>(promotionSchema),
    defaultValues: { name: '' },
    reValidateMode: 'onChange',
  });
  const error = form.formState.errors.name?.message;

  const submit = form.handleSubmit((values) =>
    save({
      request: () => createPromotion(values).unwrap(),
      form,
      successMessage: 'Limited time promo added successfully',
    }),
  );

  return (
    <AdminCard title="Limited Time Promos">
      <AdminSection title="Existing Limited Time Promos">
        <EntryList
          label="Existing Limited Time Promos"
          query={promos}
          keyOf={(promo) => promo.id}
          render={(promo) => <PromoRow promo={promo} />}
        />
      </AdminSection>
      <AdminSection title="Add New Limited Time Promo">
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <FormField label="Name" htmlFor="promo-name-new" error={error}>
            <Input
              id="promo-name-new"
              placeholder="Enter promo name"
              aria-invalid={!!error}
              {...form.register('name')}
            />
          </FormField>
          <Button type="submit" className="self-start" disabled={isLoading}>
            Add Limited Time Promo
          </Button>
        </form>
      </AdminSection>
    </AdminCard>
  );
}
