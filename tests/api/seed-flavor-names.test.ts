import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/fixture';

// The reference data lists the "Strawberry" syrup twice: the seed keeps one, so no cashier ever
// sees a "Strawberry (2)".
const { staff } = useTestServer({ seed: true, signIn: ['staff'] });

describe('seeded flavor names', () => {
  it('carry no " (n)" mark and the repeated syrup is seeded once, with its recipes', async () => {
    const flavors: { id: number; name: string; flavor_group: { name: string } }[] = (
      await staff.get('/api/flavors?include_archived=true')
    ).body;
    expect(flavors.filter((f) => /\(\d+\)$/.test(f.name))).toEqual([]);
    const strawberries = flavors.filter((f) => f.name === 'Strawberry');
    expect(strawberries.map((f) => f.flavor_group.name)).toEqual(['Syrup']);
    const items: { name: string; flavors: { flavor: { id: number } }[] }[] = (
      await staff.get('/api/menu-items')
    ).body;
    const withStrawberry = items.filter((item) =>
      item.flavors.some((line) => line.flavor.id === strawberries[0].id),
    );
    expect(withStrawberry.map((item) => item.name).sort()).toEqual(
      ['Dilemma', 'Rock With You', 'Still In My Vans', 'Suga Suga', 'Them Summer Nights'].sort(),
    );
  });
});
