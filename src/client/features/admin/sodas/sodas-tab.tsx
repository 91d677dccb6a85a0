import { sodaSchema } from '@shared/catalogue-schemas';
import { useCatalogueSodasQuery } from '../../../lib/api/catalogue-api';
import { NameOnlyTab } from '../shared/name-only-tab';
import { useCreateSodaMutation } from './sodas-api';

export function SodasTab() {
  const list = useCatalogueSodasQuery();
  const [createSoda, { isLoading }] = useCreateSodaMutation();
  return (
    <NameOnlyTab
      plural="Sodas"
      singular="Soda"
      inputId="soda-name"
      placeholder="Enter soda brand name"
      successMessage="Soda added successfully"
      schema={sodaSchema}
      list={list}
      create={(values) => createSoda(values).unwrap()}
      creating={isLoading}
    />
  );
}
