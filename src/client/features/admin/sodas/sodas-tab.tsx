import type { Soda } from '@shared/catalogue-types';
import { sodaSchema } from '@shared/catalogue-schemas';
import { ArchivableRow, ArchiveSwitch } from '../shared/archive-switch';
import { NameOnlyTab } from '../shared/name-only-tab';
import { useAdminSodasQuery, useCreateSodaMutation, useUpdateSodaMutation } from './sodas-api';

export function SodasTab() {
  const [updateSoda] = useUpdateSodaMutation();
  return (
    <NameOnlyTab<Soda>
      plural="Sodas"
      singular="Soda"
      inputId="soda-name"
      placeholder="Enter soda brand name"
      schema={sodaSchema}
      list={useAdminSodasQuery()}
      mutation={useCreateSodaMutation()}
      row={(soda) => (
        <ArchivableRow label={soda.name} archived={!!soda.is_archived}>
          <ArchiveSwitch
            id={`soda-archived-${soda.id}`}
            what="Soda"
            archived={!!soda.is_archived}
            save={(is_archived) =>
              updateSoda({ id: soda.id, name: soda.name, is_archived }).unwrap()
            }
          />
        </ArchivableRow>
      )}
    />
  );
}
