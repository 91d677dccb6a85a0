import { RecordCard } from '../shared/record-card';
import { useAdminSodasQuery, useCreateSodaMutation, useUpdateSodaMutation } from './sodas-api';
import type { Soda } from '@shared/catalogue-types';
import type { SodaUpdatePayload } from '@shared/catalogue-schemas';
import { emptySoda, SodaForm, type SodaValues } from './soda-form';

export function SodasTab() {
  return (
    <RecordCard<Soda, SodaValues, SodaUpdatePayload>
      plural="Sodas"
      singular="Soda"
      idPrefix="soda"
      list={useAdminSodasQuery()}
      describe={(soda) => soda.name}
      nameOf={(soda) => soda.name}
      Form={SodaForm}
      empty={emptySoda}
      valuesOf={(soda) => ({ name: soda.name })}
      create={useCreateSodaMutation()}
      update={useUpdateSodaMutation()}
      addedMessage="Soda added successfully"
      updatedMessage="Soda updated successfully"
      archive={{
        isArchived: (soda) => !!soda.is_archived,
        payloadOf: (soda, is_archived) => ({ name: soda.name, is_archived }),
      }}
    />
  );
}
