import { orderNameSchema } from '@shared/catalogue-schemas';
import { NameOnlyTab } from '../shared/name-only-tab';
import { OrderNameRow } from './order-name-row';
import { useCatalogueOrderNamesQuery, useCreateOrderNameMutation } from './order-names-api';

export function OrderNamesTab() {
  const list = useCatalogueOrderNamesQuery();
  const [createOrderName, { isLoading }] = useCreateOrderNameMutation();
  return (
    <NameOnlyTab
      plural="Order Names"
      singular="Order Name"
      inputId="order-name-new"
      placeholder="Enter order name"
      successMessage="Order Name added successfully"
      schema={orderNameSchema}
      list={list}
      create={(values) => createOrderName(values).unwrap()}
      creating={isLoading}
      row={(orderName) => <OrderNameRow orderName={orderName} />}
    />
  );
}
