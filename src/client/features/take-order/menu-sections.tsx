import type { MenuItem } from '@shared/catalogue-types';
import { Spinner } from '../../components/ui/spinner';
import {
  useActivePromotionsQuery,
  usePromotionMenuItemsQuery,
  useSodaMenuItemsQuery,
} from './take-order-api';
import { useCatalogueSodasQuery } from '../../lib/api/catalogue-api';
import { MenuItemCard } from './menu-item-card';

function Section({
  title,
  items,
  loading,
  locationId,
}: {
  title: string;
  items: MenuItem[] | undefined;
  loading: boolean;
  locationId: number;
}) {
  const id = `menu-section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  if (!loading && items?.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {loading && !items ? (
        <Spinner />
      ) : (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {items?.map((item) => (
            <MenuItemCard key={item.id} item={item} locationId={locationId} />
          ))}
        </div>
      )}
    </section>
  );
}

function SodaSection({
  soda,
  locationId,
}: {
  soda: { id: number; name: string };
  locationId: number;
}) {
  const { data, isLoading } = useSodaMenuItemsQuery(soda.id);
  return <Section title={soda.name} items={data} loading={isLoading} locationId={locationId} />;
}

function PromotionSection({
  promo,
  locationId,
}: {
  promo: { id: number; name: string };
  locationId: number;
}) {
  const { data, isLoading } = usePromotionMenuItemsQuery(promo.id);
  return <Section title={promo.name} items={data} loading={isLoading} locationId={locationId} />;
}

/** One section per soda (its menu items outside promotions), then one per non-archived promotion. */
export function MenuSections({ locationId }: { locationId: number }) {
  const sodas = useCatalogueSodasQuery();
  const promotions = useActivePromotionsQuery();
  if (sodas.isLoading || promotions.isLoading) return <Spinner className="mx-auto size-8" />;
  return (
    <div className="flex flex-col gap-8">
      {sodas.data?.map((soda) => (
        <SodaSection key={soda.id} soda={soda} locationId={locationId} />
      ))}
      {promotions.data?.map((promo) => (
        <PromotionSection key={promo.id} promo={promo} locationId={locationId} />
      ))}
    </div>
  );
}
