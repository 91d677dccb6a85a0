import type { Discount } from '@shared/catalogue-types';
import { formatDollars, formatMoney } from '../../../lib/money';
import { RecordCard } from '../shared/record-card';
import { DiscountForm } from './discount-form';
import { emptyDiscount, type DiscountValues } from './discount-form-schema';
import {
  useCatalogueDiscountsQuery,
  useCreateDiscountMutation,
  useUpdateDiscountMutation,
} from './discounts-api';

/** The percent as typed in the form: 0.25 is 25. */
const typedPercent = (fraction: number | null) => String(Math.round((fraction ?? 0) * 10000) / 100);

const discountEntry = (d: Discount) => {
  const amount =
    d.percent_or_price === 'percent'
      ? `${typedPercent(d.percent)}% off`
      : `${formatDollars(d.price ?? 0)}`;
  return `${d.name} (${d.code}) - ${amount}${d.cup_size ? ` on ${d.cup_size.display}` : ''}`;
};

const discountValues = (d: Discount): DiscountValues => ({
  name: d.name,
  code: d.code,
  percent_or_price: d.percent_or_price,
  percent: d.percent_or_price === 'percent' ? typedPercent(d.percent) : '',
  price: d.percent_or_price === 'price' ? formatMoney(d.price ?? 0) : '',
  is_cup_specific: d.is_cup_specific,
  cup: d.cup && d.cup_size ? { value: d.cup, label: d.cup_size.display } : emptyDiscount().cup,
});

export function DiscountsTab() {
  return (
    <RecordCard
      plural="Discounts"
      singular="Discount"
      idPrefix="discount"
      list={useCatalogueDiscountsQuery()}
      describe={discountEntry}
      nameOf={(discount) => discount.name}
      Form={DiscountForm}
      empty={emptyDiscount()}
      valuesOf={discountValues}
      create={useCreateDiscountMutation()}
      update={useUpdateDiscountMutation()}
      addedMessage="Discount added successfully"
      updatedMessage="Discount updated successfully"
      archive={{
        isArchived: (discount) => discount.is_archived,
        // The stored values as they are, so archiving rounds nothing.
        payloadOf: ({ name, code, percent_or_price, percent, price, ...d }, is_archived) => ({
          ...{ name, code, percent_or_price, percent, price },
          ...{ is_cup_specific: d.is_cup_specific, cup: d.cup, is_archived },
        }),
      }}
    />
  );
}
