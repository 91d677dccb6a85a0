import { describe, expect, it } from 'vitest';
import { offlineSums } from '../../lib/offline/device-checkout';
import type { OfflineLine } from '../../lib/offline/outbox-types';
import { saleFigures } from './sale-figures';

const line = (priceCents: number, cup: number): OfflineLine => ({
  key: `k${priceCents}`,
  menu_item: 7,
  cup,
  low_sugar: false,
  note: '',
  custom_order__soda: null,
  sodaId: 1,
  custom_order_flavors: [],
  flat_or_sparkling: null,
  name: 'Dirty Dr Pepper',
  size: '16 oz',
  soda: 'Dr Pepper',
  flavors: [],
  customized: false,
  priceCents,
});
const tenPercent = {
  id: 3,
  name: 'Staff',
  code: 'STAFF',
  percent_or_price: 'percent' as const,
  percent: 0.1,
  price: null,
  is_cup_specific: false,
  cup: null,
  cup_size: null,
  is_archived: false,
};

describe('offline checkout', () => {
  it('gives the same total, tax and change as the online checkout', () => {
    const sums = offlineSums([line(395, 1), line(540, 2)], tenPercent);
    const figures = saleFigures({
      ...sums,
      tax: { rateThousandths: 8875, pricesIncludeTax: false },
      tip: 0,
      customTip: '',
      method: 'cash',
      tendered: '20',
    });
    // 39.5 -> 39 and 54 off: 842; tax 8.875% of 842 = 74.73 -> 75; total 917; change 1083
    expect(figures).toMatchObject({ discountCents: 93, taxCents: 75, totalCents: 917 });
    expect(figures.changeDueCents).toBe(1083);
  });
});
