import type { Discount } from '@shared/catalogue-types';
import { formatDollars } from '../../../lib/money';
import { AdminCard, AdminSection } from '../shared/admin-card';
import { ExistingSection } from '../shared/entry-list';
import { DiscountForm } from './discount-form';
import { useCatalogueDiscountsQuery, useUpdateDiscountMutation } from './discounts-api';
import { ArchivableRow, ArchiveSwitch } from '../shared/archive-switch';

const discountEntry = (d: Discount) => {
  const amount =
    d.percent_or_price === 'percent'
      ? `${Math.round((d.percent ?? 0) * 10000) / 100}% off`
      : `${formatDollars(d.price ?? 0)}`;
  return `${d.name} (${d.code}) - ${amount}${d.cup_size ? ` on ${d.cup_size.display}` : ''}`;
};

export function DiscountsTab() {
  const discounts = useCatalogueDiscountsQuery();
  const [updateDiscount] = useUpdateDiscountMutation();
  return (
    <AdminCard title="Discounts">
      <ExistingSection
        plural="Discounts"
        list={discounts}
        render={(discount) => (
          <ArchivableRow label={discountEntry(discount)} archived={discount.is_archived}>
            <ArchiveSwitch
              id={`discount-archived-${discount.id}`}
              what="Discount"
              archived={discount.is_archived}
              save={(is_archived) => {
                const { id, name, code, percent_or_price, percent, price } = discount;
                const { is_cup_specific, cup } = discount;
                return updateDiscount({
                  ...{ id, name, code, percent_or_price, percent, price, is_cup_specific, cup },
                  is_archived,
                }).unwrap();
              }}
            />
          </ArchivableRow>
        )}
      />
      <AdminSection title="Add New Discount">
        <DiscountForm />
      </AdminSection>
    </AdminCard>
  );
}
