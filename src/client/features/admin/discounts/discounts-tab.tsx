import type { Discount } from '@shared/catalogue-types';
import { formatDollars } from '../../../lib/money';
import { AdminCard, AdminSection } from '../shared/admin-card';
import { ExistingSection } from '../shared/entry-list';
import { DiscountForm } from './discount-form';
import { useCatalogueDiscountsQuery } from './discounts-api';

const discountEntry = (d: Discount) => {
  const amount =
    d.percent_or_price === 'percent'
      ? `${Math.round((d.percent ?? 0) * 10000) / 100}% off`
      : `${formatDollars(d.price ?? 0)}`;
  return `${d.name} (${d.code}) - ${amount}${d.cup_size ? ` on ${d.cup_size.display}` : ''}`;
};

export function DiscountsTab() {
  const discounts = useCatalogueDiscountsQuery();
  return (
    <AdminCard title="Discounts">
      <ExistingSection
        plural="Discounts"
        list={discounts}
        render={(discount) => <span>{discountEntry(discount)}</span>}
      />
      <AdminSection title="Add New Discount">
        <DiscountForm />
      </AdminSection>
    </AdminCard>
  );
}
