import { beforeAll, beforeEach, expect } from 'vitest';
import { discounts } from '../../src/server/db/schema';
import type { SignedIn } from './fixture';
import { LOCATION } from './orders';
import type { TestContext } from './server';

/**
 * The setup of the checkout money tests: a discount made straight in the database (its id handed
 * to `discountMade`), and the reference location's tax back to 0 before each test; `setTax`
 * changes it, keeping the location's name.
 */
export function useTaxAndDiscount(
  { server, staff, admin }: { server: TestContext; staff: SignedIn; admin: SignedIn },
  discount: typeof discounts.$inferInsert,
  discountMade: (id: number) => void,
) {
  let locationName: string;
  beforeAll(async () => {
    locationName = (await staff.get(`/api/locations/${LOCATION}`)).body.name;
    const [row] = await server.database.db.insert(discounts).values(discount).returning();
    discountMade(row.id);
  });

  const setTax = (tax_rate: number | string, prices_include_tax = false) =>
    admin.put(`/api/locations/${LOCATION}`, { name: locationName, tax_rate, prices_include_tax });

  beforeEach(async () => {
    expect((await setTax(0)).status).toBe(200);
  });
  return { setTax, locationName: () => locationName };
}
