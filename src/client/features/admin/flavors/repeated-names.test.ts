import { describe, expect, it } from 'vitest';
import { repeatedNames } from './repeated-names';

describe('repeatedNames', () => {
  it('flags flavors sharing a name, ignoring case and a " (n)" mark, in any group', () => {
    const flavors = [
      { id: 1, name: 'Strawberry' },
      { id: 2, name: 'Strawberry (2)' },
      { id: 3, name: 'Vanilla' },
      { id: 4, name: 'vanilla ' },
      { id: 5, name: 'Strawberry Puree' },
      { id: 6, name: 'Cherry (2)' },
    ];
    expect([...repeatedNames(flavors)].sort()).toEqual([1, 2, 3, 4]);
  });

  it('leaves archived flavors out, so archiving the repeat clears the flag', () => {
    const flavors = [
      { id: 1, name: 'Strawberry' },
      { id: 2, name: 'Strawberry (2)', is_archived: true },
    ];
    expect(repeatedNames(flavors).size).toBe(0);
  });
});
