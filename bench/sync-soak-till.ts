import { FOUNTAIN_SODA_IDS, WATER_SODA_ID } from '../src/shared/catalogue';
import { dollarsToCents } from '../src/shared/money';
import type { ApiClient } from '../tests/helpers/http';
import type { Random } from './money-soak-random';

/** A drink as the till sends it, and the price it showed. */
export interface Drink {
  body: {
    menu_item?: number;
    cup: number;
    low_sugar: boolean;
    note: string;
    custom_order__soda?: number;
    custom_order_flavors: number[];
    flat_or_sparkling?: 'flat' | 'sparkling';
  };
  priceCents: number;
}

export interface KeptCatalogue {
  drink(random: Random): Drink;
}

interface MenuItem {
  id: number;
  soda: { id: number };
  cup_prices: { id: number; price: number }[];
  is_archived: boolean;
}

/**
 * The catalogue a till keeps while online: menu item prices by cup, and the prices of the custom
 * drinks it may ring up (a few sodas and flavors, quoted once). Offline it prices from this alone.
 */
export async function keptCatalogue(client: ApiClient, location: number): Promise<KeptCatalogue> {
  const items = ((await client.get('/api/menu-items')).body as MenuItem[]).filter(
    (item) => !item.is_archived && item.cup_prices.length > 0,
  );
  const flavors = (
    (await client.get('/api/flavors')).body as { id: number; is_archived: boolean }[]
  )
    .filter((f) => !f.is_archived)
    .slice(0, 6)
    .map((f) => f.id);
  const cups = items[0].cup_prices.map((c) => c.id);
  const custom = new Map<string, number>();
  for (const soda of FOUNTAIN_SODA_IDS) {
    for (const cup of cups) {
      for (const flavor of flavors) {
        const query = `cup=${cup}&custom_order__soda=${soda}&custom_order_flavors=[${flavor}]&location=${location}`;
        const res = await client.get(`/api/order-items/price?${query}`);
        if (res.status === 200)
          custom.set(`${soda}:${cup}:${flavor}`, dollarsToCents(res.body.price));
      }
    }
  }
  const customKeys = [...custom.keys()];
  return {
    drink(random) {
      const base = { low_sugar: random.chance(0.2), note: random.chance(0.1) ? 'extra ice' : '' };
      if (random.chance(0.3) && customKeys.length) {
        const key = random.pick(customKeys);
        const [soda, cup, flavor] = key.split(':').map(Number);
        const body = { ...base, cup, custom_order__soda: soda, custom_order_flavors: [flavor] };
        return { body, priceCents: custom.get(key)! };
      }
      const item = random.pick(items);
      const cup = random.pick(item.cup_prices);
      const water =
        item.soda.id === WATER_SODA_ID ? { flat_or_sparkling: 'sparkling' as const } : {};
      const body = { ...base, ...water, menu_item: item.id, cup: cup.id, custom_order_flavors: [] };
      return { body, priceCents: dollarsToCents(cup.price) };
    },
  };
}
