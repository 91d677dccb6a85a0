import type { FlavorGroup } from '@shared/catalogue-types';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Sheet, SheetContent } from '../../../components/ui/sheet';
import {
  useCatalogueFlavorGroupsQuery,
  useCreateFlavorGroupMutation,
  useUpdateFlavorGroupMutation,
} from './flavors-api';
import { formatDollars, formatMoney } from '../../../lib/money';
import { save } from '../../../lib/save';
import { AdminCard, AdminSection } from '../shared/admin-card';
import { EntryList } from '../shared/entry-list';
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
      <AdminSection title="Existing Flavor Groups">
        <EntryList
          label="Existing Flavor Groups"
          query={groups}
          keyOf={(group) => group.id}
          render={(group) => (
            <>
              <span>{flavorGroupEntry(group)}</span>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Edit ${group.name}`}
                onClick={() => setEditing(group)}
              >
                Edit
              </Button>
            </>
          )}
        />
      </AdminSection>
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
      <Sheet open={!!editing} onOpenChange={(open) => !open && setEditing(null)}>
        {editing && (
          <SheetContent title="Edit Flavor Group" description={flavorGroupEntry(editing)}>
            <FlavorGroupForm
              idPrefix="flavor-group-edit"
              defaultValues={{
                name: editing.name,
                uom: editing.uom.value,
                price: formatMoney(editing.price),
              }}
              submitLabel="Save"
              busy={updating.isLoading}
              onSubmit={(values, form) =>
                save({
                  request: () => updateGroup({ id: editing.id, ...values }).unwrap(),
                  form,
                  reset: false,
                  successMessage: 'Flavor group updated successfully',
                  onSuccess: () => setEditing(null),
                })
              }
            />
          </SheetContent>
        )}
      </Sheet>
    </AdminCard>
  );
}
