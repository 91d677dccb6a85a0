import { sodaSchema } from '@shared/catalogue-schemas';
import { useCatalogueSodasQuery } from '../../../lib/api/catalogue-api';
import { NameOnlyTab } from '../shared/name-only-tab';
import { useCreateSodaMutation } from './sodas-api';

export function SodasTab() {
  return (
    <NameOnlyTab
      plural="Sodas"
      singular="Soda"
      inputId="soda-name"
      placeholder="Enter soda brand name"
      schema={sodaSchema}
      list={useCatalogueSodasQuery()}
      mutation={useCreateSodaMutation()}
    />
  );
}
