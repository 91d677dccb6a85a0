import type { Cup } from '@shared/catalogue-types';
import { useState } from 'react';
import { useCatalogueCupsQuery } from '../../../lib/api/catalogue-api';
import { useCreateCupMutation, useUpdateCupMutation } from './cups-api';
import { formatDollars, formatMoney } from '../../../lib/money';
import { save } from '../../../lib/save';
import { AdminCard, AdminSection } from '../shared/admin-card';
import { EditButton, EditSheet } from '../shared/edit-sheet';
import { ExistingSection } from '../shared/entry-list';
import { CupForm, emptyCup } from './cup-form';

const cupEntry = (cup: Cup) => `${cup.size.display} - ${formatDollars(cup.price)}`;

export function CupsTab() {
  const cups = useCatalogueCupsQuery();
  const [createCup, creating] = useCreateCupMutation();
  const [updateCup, updating] = useUpdateCupMutation();
  const [editing, setEditing] = useState<Cup | null>(null);

  return (
    <AdminCard title="Cups">
      <ExistingSection
        plural="Cups"
        list={cups}
        render={(cup) => (
          <>
            <span>{cupEntry(cup)}</span>
            <EditButton name={cup.size.display} onClick={() => setEditing(cup)} />
          </>
        )}
      />
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
      <EditSheet
        editing={editing}
        onClose={() => setEditing(null)}
        title="Edit Cup"
        description={cupEntry}
      >
        {(cup) => (
          <CupForm
            idPrefix="cup-edit"
            defaultValues={{
              size: String(cup.size.value),
              price: formatMoney(cup.price),
              conversion_factor: String(cup.conversion_factor),
            }}
            submitLabel="Save"
            busy={updating.isLoading}
            onSubmit={(values, form) =>
              save({
                request: () => updateCup({ id: cup.id, ...values }).unwrap(),
                form,
                reset: false,
                successMessage: 'Cup updated successfully',
                onSuccess: () => setEditing(null),
              })
            }
          />
        )}
      </EditSheet>
    </AdminCard>
  );
}
