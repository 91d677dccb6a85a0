/**
 * Issue 13: an order item described by its changes against the menu item's recipe, for the
 * cashier and the barista ('Dilemma, no Vanilla, + Coconut, low sugar'), instead of its whole
 * recipe. Pure: item-display.ts gives it what was stored with the item and the menu item's recipe.
 */

export interface NamedFlavor {
  flavorId: number;
  name: string;
}

/** The menu item a customized item started from: its soda and recipe as they are now. */
export interface RecipeBasis {
  sodaName: string;
  flavors: NamedFlavor[];
}

export interface ItemChangesInput {
  kind: 'menu_item' | 'customized' | 'custom';
  menuItemName: string | null;
  sodaName: string;
  lowSugar: boolean;
  /** The stored flavor lines (a plain menu item: its recipe when it was added). */
  chosen: NamedFlavor[];
  /** Customized items only: the menu item's soda and recipe. */
  recipe: RecipeBasis | null;
}

export const LOW_SUGAR_CHANGE = 'low sugar';

const uniqueNames = (flavors: NamedFlavor[]) => {
  const seen = new Map<number, string>();
  for (const f of flavors) if (!seen.has(f.flavorId)) seen.set(f.flavorId, f.name);
  return seen;
};

/**
 * `changes`: another soda ('Dr Pepper instead of Coke'), the recipe's flavors left out
 * ('no Vanilla', in recipe order), the flavors added ('+ Coconut', in the order chosen), then
 * 'low sugar'. `description`: the item's name followed by its changes; a custom drink is
 * 'Custom: {soda}, A, B' (then 'low sugar').
 */
export function itemChanges(input: ItemChangesInput): { description: string; changes: string[] } {
  const changes: string[] = [];
  let head: string;
  if (input.kind === 'custom') {
    head = ['Custom: ' + input.sodaName, ...uniqueNames(input.chosen).values()].join(', ');
  } else {
    head = input.menuItemName ?? 'Menu item';
    if (input.kind === 'customized' && input.recipe) {
      const chosen = uniqueNames(input.chosen);
      const recipe = uniqueNames(input.recipe.flavors);
      if (input.sodaName !== input.recipe.sodaName)
        changes.push(`${input.sodaName} instead of ${input.recipe.sodaName}`);
      for (const [id, name] of recipe) if (!chosen.has(id)) changes.push(`no ${name}`);
      for (const [id, name] of chosen) if (!recipe.has(id)) changes.push(`+ ${name}`);
    }
  }
  if (input.lowSugar) changes.push(LOW_SUGAR_CHANGE);
  return { description: [head, ...changes].join(', '), changes };
}
