import { orderNameSchema } from '@shared/catalogue-schemas';
import { NameOnlyTab } from '../shared/name-only-tab';
import { OrderNameRow } from './order-name-row';
import { useCatalogueOrderNamesQuery, useCreateOrderNameMutation } from './order-names-api';

export function OrderNamesTab() {
  return (
    <NameOnlyTab
      plural="Order Names"
      singular="Order Name"
      inputId="order-name-new"
      placeholder="Enter order name"
      schema={orderNameSchema}
      list={useCatalogueOrderNamesQuery()}
      mutation={useCreateOrderNameMutation()}
      row={(orderName) => <OrderNameRow orderName={orderName} />}
    />
  );
}
