import type { FlavorGroup } from '@shared/catalogue-types';
import { useState } from 'react';
import {
  useCatalogueFlavorGroupsQuery,
  useCreateFlavorGroupMutation,
  useUpdateFlavorGroupMutation,
} from './flavors-api';
import { formatDollars, formatMoney } from '../../../lib/money';
import { save } from '../../../lib/save';
import { AdminCard, AdminSection } from '../shared/admin-card';
import { EditButton, EditSheet } from '../shared/edit-sheet';
import { ExistingSection } from '../shared/entry-list';
import { emptyFlavorGroup, FlavorGroupForm } from './flavor-group-form';

/** 'Syrup - $0.15 per pump', 'Cream - $0.30 per tablespoon' */
const flavorGroupEntry = (group: FlavorGroup) =>
  `${group.name} - ${formatDollars(group.price)} per ${group.uom.display.toLowerCase()}`;

export function FlavorGroupsCard() {
  const groups = useCatalogueFlavorGroupsQuery();
  const [createGroup, creating] = useCreateFlavorGroupMutation();
  const [updateGroup, updating] = useUpdateFlavorGroupMutation();
  const [editing, setEditing] = useState<FlavorGroup | null>(null);

  return (
    <AdminCard title="Flavor Groups">
      <ExistingSection
        plural="Flavor Groups"
        list={groups}
        render={(group) => (
          <>
            <span>{flavorGroupEntry(group)}</span>
            <EditButton name={group.name} onClick={() => setEditing(group)} />
          </>
        )}
      />
      <AdminSection title="Add New Flavor Group">
        <FlavorGroupForm
          idPrefix="flavor-group-new"
          defaultValues={emptyFlavorGroup}
          submitLabel="Add Flavor Group"
          busy={creating.isLoading}
          onSubmit={(values, form) =>
            save({
              request: () => createGroup(values).unwrap(),
              form,
              successMessage: 'Flavor group added successfully',
            })
          }
        />
      </AdminSection>
      <EditSheet
        editing={editing}
        onClose={() => setEditing(null)}
        title="Edit Flavor Group"
        description={flavorGroupEntry}
      >
        {(group) => (
          <FlavorGroupForm
            idPrefix="flavor-group-edit"
            defaultValues={{
              name: group.name,
              uom: group.uom.value,
              price: formatMoney(group.price),
            }}
            submitLabel="Save"
            busy={updating.isLoading}
            onSubmit={(values, form) =>
              save({
                request: () => updateGroup({ id: group.id, ...values }).unwrap(),
                form,
                reset: false,
                successMessage: 'Flavor group updated successfully',
                onSuccess: () => setEditing(null),
              })
            }
          />
        )}
      </EditSheet>
    </AdminCard>
  );
}
