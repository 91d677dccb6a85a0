import type { Flavor } from '@shared/catalogue-types';
import { RecordCard } from '../shared/record-card';
import type { FlavorUpdatePayload } from '@shared/catalogue-schemas';
import { emptyFlavor, FlavorForm, type FlavorValues } from './flavor-form';
import {
  useAdminFlavorsQuery,
  useCreateFlavorMutation,
  useUpdateFlavorMutation,
} from './flavors-api';
import { repeatedNames } from './repeated-names';

const flavorBody = (flavor: Flavor) => ({
  name: flavor.name,
  flavor_group: flavor.flavor_group.id,
  sugar_free_available: flavor.sugar_free_available,
});

export function FlavorsCard() {
  const list = useAdminFlavorsQuery();
  const repeated = repeatedNames(list.data ?? []);
  return (
    <RecordCard<Flavor, FlavorValues, FlavorUpdatePayload>
      plural="Flavors"
      singular="Flavor"
      idPrefix="flavor"
      list={list}
      flag={(flavor) => (repeated.has(flavor.id) ? 'Same name as another flavor' : null)}
      describe={(flavor) => `${flavor.name} - ${flavor.flavor_group.name}`}
      nameOf={(flavor) => flavor.name}
      Form={FlavorForm}
      empty={emptyFlavor}
      valuesOf={(flavor) => ({
        name: flavor.name,
        flavor_group: { value: flavor.flavor_group.id, label: flavor.flavor_group.name },
        sugar_free_available: flavor.sugar_free_available,
      })}
      create={useCreateFlavorMutation()}
      update={useUpdateFlavorMutation()}
      addedMessage="Flavor added successfully"
      updatedMessage="Flavor updated successfully"
      archive={{
        isArchived: (flavor) => !!flavor.is_archived,
        payloadOf: (flavor, is_archived) => ({ ...flavorBody(flavor), is_archived }),
      }}
    />
  );
}
