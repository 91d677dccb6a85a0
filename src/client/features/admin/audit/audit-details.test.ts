import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@shared/audit-schemas';
import { actionLabel, detailsText } from './audit-details';

describe('the Audit tab’s wording', () => {
  it('labels every action, the change entries included', () => {
    expect(AUDIT_ACTIONS.map(actionLabel)).toEqual(
      expect.arrayContaining([
        'Price change',
        'Discount change',
        'Location change',
        'Availability change',
        'Role change',
        'Drawer reopen',
      ]),
    );
  });

  it('words a change as before → after, money in dollars, prices by cup one by one', () => {
    expect(
      detailsText(
        {
          name: '16 oz',
          before: { price: 3.5, conversion_factor: 1 },
          after: { price: 3.75, conversion_factor: 1.25 },
        },
        'UTC',
      ),
    ).toBe('name: 16 oz; price: $3.50 → $3.75; conversion factor: 1 → 1.25');
    expect(
      detailsText(
        {
          name: 'Dirty Coke',
          before: { price: null, cup_prices: { '16 oz': 5, '32 oz': 6.5 } },
          after: { price: 4, cup_prices: { '16 oz': 7.5, '32 oz': 8.5 } },
        },
        'UTC',
      ),
    ).toBe(
      'name: Dirty Coke; price: none → $4.00; cup prices 16 oz: $5.00 → $7.50; ' +
        'cup prices 32 oz: $6.50 → $8.50',
    );
  });

  it('words tax, percents, flags, locations and a record created', () => {
    expect(
      detailsText(
        {
          name: 'Main',
          before: { tax_rate: 0, prices_include_tax: false },
          after: { tax_rate: 8.25, prices_include_tax: true },
        },
        'UTC',
      ),
    ).toBe('name: Main; tax rate: 0% → 8.25%; prices include tax: no → yes');
    expect(
      detailsText(
        {
          email: 'a@example.com',
          before: { is_admin: false, locations: [] },
          after: { is_admin: true, locations: [1, 3] },
        },
        'UTC',
      ),
    ).toBe('email: a@example.com; admin: no → yes; locations: all → 1, 3');
    expect(
      detailsText(
        {
          name: 'Ten',
          before: null,
          after: { code: 'TEN', percent_or_price: 'percent', percent: 0.1, price: null },
        },
        'UTC',
      ),
    ).toBe('name: Ten; created; code: TEN; percent or price: percent; percent: 10%; price: none');
  });

  it('gives a time in the details on the shop’s clock, with its zone', () => {
    const reopen = {
      before: { closed_at: '2026-03-08T08:30:00.000Z' },
      after: { closed_at: null },
    };
    expect(detailsText(reopen, 'America/Denver')).toBe(
      'closed at: Mar 8, 2026, 1:30 AM MST → none',
    );
    expect(detailsText(reopen, 'Asia/Tokyo')).toBe('closed at: Mar 8, 2026, 5:30 PM GMT+9 → none');
  });

  it('keeps the wording of details that are not a change', () => {
    expect(detailsText({ reason: 'Too sweet', amount: 5.4, items: [] }, 'UTC')).toBe(
      'reason: Too sweet, amount: $5.40',
    );
  });
});
