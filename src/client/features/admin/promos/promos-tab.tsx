import { promotionSchema } from '@shared/catalogue-schemas';
import { NameOnlyTab } from '../shared/name-only-tab';
import { PromoRow } from './promo-row';
import { useCataloguePromotionsQuery, useCreatePromotionMutation } from './promos-api';

export function PromosTab() {
  const list = useCataloguePromotionsQuery();
  const [createPromotion, { isLoading }] = useCreatePromotionMutation();
  return (
    <NameOnlyTab
      plural="Limited Time Promos"
      singular="Limited Time Promo"
      inputId="promo-name-new"
      placeholder="Enter promo name"
      successMessage="Limited time promo added successfully"
      schema={promotionSchema}
      list={list}
      create={(values) => createPromotion(values).unwrap()}
      creating={isLoading}
      row={(promo) => <PromoRow promo={promo} />}
    />
  );
}
