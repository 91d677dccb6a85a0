import type { Cup } from '@shared/catalogue-types';
import { useCatalogueCupsQuery } from '../../../lib/api/catalogue-api';
import { useCreateCupMutation, useUpdateCupMutation } from './cups-api';
import { formatDollars, formatMoney } from '../../../lib/money';
import { RecordCard } from '../shared/record-card';
import { CupForm, emptyCup } from './cup-form';

const cupEntry = (cup: Cup) => `${cup.size.display} - ${formatDollars(cup.price)}`;

export function CupsTab() {
  const cups = useCatalogueCupsQuery();
  return (
    <RecordCard
      plural="Cups"
      singular="Cup"
      idPrefix="cup"
      list={cups}
      describe={cupEntry}
      nameOf={(cup) => cup.size.display}
      Form={CupForm}
      empty={emptyCup}
      valuesOf={(cup) => ({
        size: String(cup.size.value),
        price: formatMoney(cup.price),
        conversion_factor: String(cup.conversion_factor),
      })}
      create={useCreateCupMutation()}
      update={useUpdateCupMutation()}
      addedMessage="Success"
      updatedMessage="Cup updated successfully"
    />
  );
}
