/** @jsxImportSource preact */
import type { PublicMenu, MenuFlavor } from './api';
import { ChoiceGroup } from './choice-group';
import {
  cupChoices,
  waterChoiceApplies,
  type DrinkErrors,
  type DrinkTarget,
  type DrinkValues,
} from './drink-rules';
import { dollars } from './format';
import { INPUT } from './ui';

const SODA_TYPES = [
  { value: 'normal', label: 'Normal' },
  { value: 'low_sugar', label: 'Low sugar' },
];
const WATER_TYPES = [
  { value: 'flat' as const, label: 'Flat' },
  { value: 'sparkling' as const, label: 'Sparkling' },
];

interface DrinkFieldsProps {
  target: DrinkTarget;
  menu: PublicMenu;
  values: DrinkValues;
  errors: DrinkErrors;
  change: (patch: Partial<DrinkValues>) => void;
}

/**
 * The order dialog's choices, by the till's rules: the cup, a custom drink's soda and flavors, the
 * soda type, flat or sparkling for water, a note.
 */
export function DrinkFields({ target, menu, values, errors, change }: DrinkFieldsProps) {
  const soldOut = (out: boolean) => (out ? 'Sold out' : undefined);
  return (
    <div class="flex flex-col gap-5">
      <ChoiceGroup
        name="cup"
        legend="Cup size"
        value={values.cup}
        error={errors.cup}
        onChange={(cup) => change({ cup })}
        choices={cupChoices(target, menu).map((cup) => ({
          value: cup.id,
          label: cup.size.display,
          hint: cup.sold_out ? 'Sold out' : target.kind === 'menu' ? dollars(cup.price) : undefined,
          disabled: cup.sold_out,
        }))}
      />
      {target.kind === 'custom' && (
        <>
          <ChoiceGroup
            name="soda"
            legend="Soda"
            value={values.soda}
            error={errors.soda}
            onChange={(soda) => change({ soda })}
            choices={menu.sodas.map((soda) => ({
              value: soda.id,
              label: soda.name,
              hint: soldOut(soda.sold_out),
              disabled: soda.sold_out,
            }))}
          />
          <FlavorChecklist
            flavors={menu.flavors}
            chosen={values.flavors}
            onChange={(flavors) => change({ flavors })}
          />
        </>
      )}
      <ChoiceGroup
        name="soda-type"
        legend="Soda type"
        value={values.lowSugar ? 'low_sugar' : 'normal'}
        onChange={(type) => change({ lowSugar: type === 'low_sugar' })}
        choices={SODA_TYPES}
      />
      {waterChoiceApplies(target, values) && (
        <ChoiceGroup
          name="water"
          legend="Flat or sparkling"
          value={values.water}
          error={errors.water}
          onChange={(water) => change({ water })}
          choices={WATER_TYPES}
        />
      )}
      <div>
        <label for="drink-note" class="mb-2 block text-base font-semibold text-slate-900">
          Note (optional)
        </label>
        <textarea
          id="drink-note"
          rows={2}
          maxLength={500}
          class={`${INPUT} py-2`}
          value={values.note}
          onInput={(event) => change({ note: event.currentTarget.value })}
        />
      </div>
    </div>
  );
}

/** The flavors of a custom drink, one pump (or unit) each, grouped as the shop groups them. */
function FlavorChecklist(props: {
  flavors: MenuFlavor[];
  chosen: number[];
  onChange: (ids: number[]) => void;
}) {
  const { flavors, chosen, onChange } = props;
  const groups = new Map<string, MenuFlavor[]>();
  for (const flavor of flavors) {
    const name = flavor.flavor_group.name;
    groups.set(name, [...(groups.get(name) ?? []), flavor]);
  }
  const toggle = (id: number, on: boolean) =>
    onChange(
      on ? [...chosen.filter((kept) => kept !== id), id] : chosen.filter((kept) => kept !== id),
    );
  return (
    <fieldset>
      <legend class="mb-2 text-base font-semibold text-slate-900">Flavors</legend>
      {[...groups].map(([group, members]) => (
        <div key={group} class="mb-3">
          <p class="mb-1 text-sm font-semibold tracking-wide text-slate-700 uppercase">{group}</p>
          <div class="grid grid-cols-2 gap-x-3">
            {members.map((flavor) => (
              <label
                key={flavor.id}
                class="flex min-h-11 cursor-pointer items-center gap-3 has-disabled:cursor-not-allowed"
              >
                <input
                  type="checkbox"
                  class="size-5 shrink-0 accent-teal-700"
                  checked={chosen.includes(flavor.id)}
                  disabled={flavor.sold_out && !chosen.includes(flavor.id)}
                  onChange={(event) => toggle(flavor.id, event.currentTarget.checked)}
                />
                <span>
                  {flavor.name}
                  {flavor.sold_out && <span class="ml-1 text-sm text-red-800">(sold out)</span>}
                </span>
              </label>
            ))}
          </div>
        </div>
      ))}
    </fieldset>
  );
}
