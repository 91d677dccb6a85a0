/**
 * An order item described by its changes against the menu item's recipe, for the
 * cashier and the barista ('Dilemma, no Vanilla, + Coconut, low sugar'), instead of its whole
 * recipe. Pure: the server's item display (src/server/bar/item-display.ts) gives it what was
 * stored with the item; the order dialog shows the same changes as chips while they are chosen.
 */

export interface NamedFlavor {
  flavorId: number;
  name: string;
}

/** The menu item a customized item started from: its soda and recipe. */
export interface RecipeBasis {
  sodaName: string;
  flavors: NamedFlavor[];
}

export type ItemChange =
  | { kind: 'soda'; label: string }
  | { kind: 'removed' | 'added'; label: string; flavorId: number }
  | { kind: 'low_sugar'; label: string };

export const LOW_SUGAR_CHANGE = 'low sugar';

const uniqueNames = (flavors: NamedFlavor[]) => {
  const seen = new Map<number, string>();
  for (const f of flavors) if (!seen.has(f.flavorId)) seen.set(f.flavorId, f.name);
  return seen;
};

/**
 * Another soda ('Dr Pepper instead of Coke'), the recipe's flavors left out ('no Vanilla', in
 * recipe order), the flavors added ('+ Coconut', in the order chosen), then 'low sugar'.
 */
export function recipeChanges(opts: {
  recipe: RecipeBasis;
  sodaName: string;
  chosen: NamedFlavor[];
  lowSugar: boolean;
}): ItemChange[] {
  const changes: ItemChange[] = [];
  const chosen = uniqueNames(opts.chosen);
  const recipe = uniqueNames(opts.recipe.flavors);
  if (opts.sodaName && opts.sodaName !== opts.recipe.sodaName)
    changes.push({ kind: 'soda', label: `${opts.sodaName} instead of ${opts.recipe.sodaName}` });
  for (const [flavorId, name] of recipe)
    if (!chosen.has(flavorId)) changes.push({ kind: 'removed', label: `no ${name}`, flavorId });
  for (const [flavorId, name] of chosen)
    if (!recipe.has(flavorId)) changes.push({ kind: 'added', label: `+ ${name}`, flavorId });
  if (opts.lowSugar) changes.push({ kind: 'low_sugar', label: LOW_SUGAR_CHANGE });
  return changes;
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

/**
 * `changes` as recipeChanges gives them (a plain item or a custom drink: only 'low sugar');
 * `description`: the item's name followed by its changes; a custom drink is
 * 'Custom: {soda}, A, B' (then 'low sugar').
 */
export function itemChanges(input: ItemChangesInput): { description: string; changes: string[] } {
  let head: string;
  let changes: string[];
  const lowSugar = input.lowSugar ? [LOW_SUGAR_CHANGE] : [];
  if (input.kind === 'custom') {
    head = ['Custom: ' + input.sodaName, ...uniqueNames(input.chosen).values()].join(', ');
    changes = lowSugar;
  } else {
    head = input.menuItemName ?? 'Menu item';
    changes =
      input.kind === 'customized' && input.recipe
        ? recipeChanges({ ...input, recipe: input.recipe }).map((c) => c.label)
        : lowSugar;
  }
  return { description: [head, ...changes].join(', '), changes };
}
