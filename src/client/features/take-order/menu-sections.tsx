import type { LocationId } from '@shared/ids';
import type { MenuItem } from '@shared/catalogue-types';
import { useRef, useState, type ReactNode } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { useAvailability, type AvailabilityEntry } from '../../lib/sold-out/use-availability';
import { useCatalogueSodasQuery } from '../../lib/api/catalogue-api';
import { MenuFilter, ALL_SECTIONS } from './menu-filter';
import { MenuItemCard } from './menu-item-card';
import { SectionSubscription, useSectionItems, type MenuSection } from './use-section-items';
import { useActivePromotionsQuery } from './take-order-api';
import { useMenuKeys } from './use-menu-keys';

interface SectionProps {
  section: MenuSection;
  items: MenuItem[] | undefined;
  locationId: LocationId;
  availability: readonly AvailabilityEntry[] | undefined;
}

function Section({ section, items, locationId, availability }: SectionProps) {
  const id = `menu-section-${section.key}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {section.name}
      </h2>
      {!items ? (
        <Spinner />
      ) : (
        <div className="grid grid-cols-1 gap-3 @lg:grid-cols-2 @3xl:grid-cols-3">
          {items.map((item) => (
            <MenuItemCard
              key={item.id}
              item={item}
              locationId={locationId}
              availability={availability}
            />
          ))}
        </div>
      )}
    </section>
  );
}

const matching = (items: MenuItem[] | undefined, search: string) => {
  const text = search.trim().toLowerCase();
  return text ? items?.filter((item) => item.name.toLowerCase().includes(text)) : items;
};

/**
 * One section per soda (its menu items outside promotions), then one per non-archived promotion,
 * under a search field and section chips that narrow them.
 */
export function MenuSections({
  locationId,
  action,
}: {
  locationId: LocationId;
  action: ReactNode;
}) {
  const sodas = useCatalogueSodasQuery();
  const promotions = useActivePromotionsQuery();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState(ALL_SECTIONS);
  const { availability } = useAvailability(locationId);
  const sections = useSectionItems(sodas.data ?? [], promotions.data ?? []);
  const menuRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const onSearchKeyDown = useMenuKeys({
    menuRef,
    searchRef,
    search,
    clearSearch: () => setSearch(''),
    filtered: chosen !== ALL_SECTIONS,
    clearFilter: () => setChosen(ALL_SECTIONS),
  });
  if (sodas.isLoading || promotions.isLoading) return <Spinner className="mx-auto size-8" />;

  const withDrinks = sections.filter(({ items }) => items === undefined || items.length > 0);
  const shown = withDrinks
    .filter(({ section }) => chosen === ALL_SECTIONS || section.key === chosen)
    .map((entry) => ({ ...entry, items: matching(entry.items, search) }))
    .filter(({ items }) => items === undefined || items.length > 0);

  return (
    <div className="flex flex-col gap-6">
      {sections.map(({ section }) => (
        <SectionSubscription key={section.key} section={section} />
      ))}
      <MenuFilter
        search={search}
        onSearch={setSearch}
        sections={withDrinks.filter(({ items }) => items).map(({ section }) => section)}
        section={chosen}
        onSection={setChosen}
        action={action}
        searchRef={searchRef}
        onSearchKeyDown={onSearchKeyDown}
      />
      <div ref={menuRef} className="@container flex flex-col gap-8">
        {shown.map(({ section, items }) => (
          <Section
            key={section.key}
            section={section}
            items={items}
            locationId={locationId}
            availability={availability}
          />
        ))}
        {shown.length === 0 && (
          <p role="status" className="py-6 text-center text-slate-600">
            {search.trim() ? `No drinks match “${search.trim()}”.` : 'No drinks in this section.'}
          </p>
        )}
      </div>
    </div>
  );
}
