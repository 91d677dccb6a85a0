import type { Cup } from '@shared/catalogue-types';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Sheet, SheetContent } from '../../../components/ui/sheet';
import { useCatalogueCupsQuery } from '../../../lib/api/catalogue-api';
import { useCreateCupMutation, useUpdateCupMutation } from './cups-api';
import { formatDollars, formatMoney } from '../../../lib/money';
import { save } from '../../../lib/save';
import { AdminCard, AdminSection } from '../shared/admin-card';
import { EntryList } from '../shared/entry-list';
import { CupForm, emptyCup } from './cup-form';

const cupEntry = (cup: Cup) => `${cup.size.display} - ${formatDollars(cup.price)}`;

export function CupsTab() {
  const cups = useCatalogueCupsQuery();
  const [createCup, creating] = useCreateCupMutation();
  const [updateCup, updating] = useUpdateCupMutation();
  const [editing, setEditing] = useState<Cup | null>(null);

  return (
    <AdminCard title="Cups">
      <AdminSection title="Existing Cups">
        <EntryList
          label="Existing Cups"
          query={cups}
          keyOf={(cup) => cup.id}
          render={(cup) => (
            <>
              <span>{cupEntry(cup)}</span>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Edit ${cup.size.display}`}
                onClick={() => setEditing(cup)}
              >
                Edit
              </Button>
            </>
          )}
        />
      </AdminSection>
      <AdminSection title="Add New Cup">
        <CupForm
          idPrefix="cup-new"
          defaultValues={emptyCup}
          submitLabel="Add Cup"
          busy={creating.isLoading}
          onSubmit={(values, form) =>
            save({ request: () => createCup(values).unwrap(), form, successMessage: 'Success' })
          }
        />
      </AdminSection>
      <Sheet open={!!editing} onOpenChange={(open) => !open && setEditing(null)}>
        {editing && (
          <SheetContent title="Edit Cup" description={cupEntry(editing)}>
            <CupForm
              idPrefix="cup-edit"
              defaultValues={{
                size: String(editing.size.value),
                price: formatMoney(editing.price),
                conversion_factor: String(editing.conversion_factor),
              }}
              submitLabel="Save"
              busy={updating.isLoading}
              onSubmit={(values, form) =>
                save({
                  request: () => updateCup({ id: editing.id, ...values }).unwrap(),
                  form,
                  reset: false,
                  successMessage: 'Cup updated successfully',
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
