import { promotionSchema } from '@shared/catalogue-schemas';
import { NameOnlyTab } from '../shared/name-only-tab';
import { PromoRow } from './promo-row';
import { useCataloguePromotionsQuery, useCreatePromotionMutation } from './promos-api';

export function PromosTab() {
  // A variable, so that the list types the rows (inline, the hook's result type follows the props).
  const promotions = useCataloguePromotionsQuery();
  return (
    <NameOnlyTab
      plural="Limited Time Promos"
      singular="Limited Time Promo"
      inputId="promo-name-new"
      placeholder="Enter promo name"
      successMessage="Limited time promo added successfully"
      schema={promotionSchema}
      list={promotions}
      mutation={useCreatePromotionMutation()}
      row={(promo) => <PromoRow promo={promo} />}
    />
  );
}
