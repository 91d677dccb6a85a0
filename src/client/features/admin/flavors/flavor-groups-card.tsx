import type { FlavorGroup } from '@shared/catalogue-types';
import {
  useCatalogueFlavorGroupsQuery,
  useCreateFlavorGroupMutation,
  useUpdateFlavorGroupMutation,
} from './flavors-api';
import { formatDollars, formatMoney } from '../../../lib/money';
import { RecordCard } from '../shared/record-card';
import { emptyFlavorGroup, FlavorGroupForm } from './flavor-group-form';

/** 'Syrup - $0.15 per pump', 'Cream - $0.30 per tablespoon' */
const flavorGroupEntry = (group: FlavorGroup) =>
  `${group.name} - ${formatDollars(group.price)} per ${group.uom.display.toLowerCase()}`;

export function FlavorGroupsCard() {
  const groups = useCatalogueFlavorGroupsQuery();
  return (
    <RecordCard
      plural="Flavor Groups"
      singular="Flavor Group"
      idPrefix="flavor-group"
      list={groups}
      describe={flavorGroupEntry}
      nameOf={(group) => group.name}
      Form={FlavorGroupForm}
      empty={emptyFlavorGroup}
      valuesOf={(group) => ({
        name: group.name,
        uom: group.uom.value,
        price: formatMoney(group.price),
      })}
      create={useCreateFlavorGroupMutation()}
      update={useUpdateFlavorGroupMutation()}
      addedMessage="Flavor group added successfully"
      updatedMessage="Flavor group updated successfully"
    />
  );
}
