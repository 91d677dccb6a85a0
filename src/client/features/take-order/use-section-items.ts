import type { LimitedTimePromotion, MenuItem, Soda } from '@shared/catalogue-types';
import { shallowEqual, useSelector } from 'react-redux';
import type { DataState } from '../../lib/api/dispatch';
import { takeOrderApi, usePromotionMenuItemsQuery, useSodaMenuItemsQuery } from './take-order-api';

export interface MenuSection {
  /** 'soda-3', 'promo-1': a chip's and a heading's key. */
  key: string;
  name: string;
  kind: 'soda' | 'promo';
  id: number;
}

function itemsOf(state: DataState, section: MenuSection): MenuItem[] | undefined {
  const { sodaMenuItems, promotionMenuItems } = takeOrderApi.endpoints;
  const endpoint = section.kind === 'soda' ? sodaMenuItems : promotionMenuItems;
  return endpoint.select(section.id)(state).data;
}

/** Keeps one section's list loaded (read from the cache by useSectionItems); renders nothing. */
export function SectionSubscription({ section }: { section: MenuSection }) {
  useSodaMenuItemsQuery(section.id, { skip: section.kind !== 'soda' });
  usePromotionMenuItemsQuery(section.id, { skip: section.kind !== 'promo' });
  return null;
}

/**
 * The sections of the menu in the spec's order (sodas, then active promotions) with their menu
 * items as loaded so far (undefined while a section loads). Render a SectionSubscription per
 * section to load them.
 */
export function useSectionItems(sodas: Soda[], promotions: LimitedTimePromotion[]) {
  const sections: MenuSection[] = [
    ...sodas.map((soda) => ({
      key: `soda-${soda.id}`,
      name: soda.name,
      kind: 'soda' as const,
      id: soda.id,
    })),
    ...promotions.map((promo) => ({
      key: `promo-${promo.id}`,
      name: promo.name,
      kind: 'promo' as const,
      id: promo.id,
    })),
  ];
  const lists = useSelector(
    (state: DataState) => sections.map((section) => itemsOf(state, section)),
    shallowEqual,
  );
  return sections.map((section, index) => ({ section, items: lists[index] }));
}
