import { sql, type SQL } from 'drizzle-orm';

/** A split of whole-cent totals over the rows of each group, so the shares add up to the cent. */
export interface CentSplit {
  /** The relation (a `with` name) whose rows take the shares. */
  from: string;
  /** Its columns to carry through, besides the shares. */
  columns: string[];
  /** The column whose value names the group a total is split over (an order, a refund). */
  group: string;
  /** The column that breaks a tie between two remainders, the lower value first (an item id). */
  tieBreak: string;
  /** A row's weight, an integer >= 0, in SQL over the row `s` of `from`. */
  weight: string;
  /** Share column to make -> the column of `from` holding the total, in cents (per group). */
  shares: Record<string, string>;
}

const NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * A select (for a `with` clause) of the rows of `from`, each with its share of every total in
 * whole cents, by the largest remainder method: a row first gets floor(total x weight / the
 * group's weights), then the cents left over go one each to the rows with the largest remainders
 * (the lower `tieBreak` first on a tie). So a group's shares add up to its total exactly, whatever
 * the rows are later grouped by, and the split does not depend on the order rows come in. When a
 * group's weights add up to 0 (every drink free), each row weighs 1: the total splits evenly by
 * the same rule, the odd cents to the lowest `tieBreak`. Every share of the reports by what was sold is taken here. Integers only: nothing is
 * divided as a fraction or rounded.
 */
export function centShares(split: CentSplit): SQL {
  const names = Object.keys(split.shares);
  const carried = [...new Set([...split.columns, split.group, split.tieBreak])];
  for (const name of [split.from, ...carried, ...names, ...Object.values(split.shares)]) {
    if (!NAME.test(name)) throw new Error(`Not a column name: ${name}`);
  }
  const each = (make: (name: string) => string) => names.map(make).join(',\n      ');
  const whole = `partition by s.${split.group}`;
  // The weights as bigint; every one is 1 in a group whose weights add up to 0 (or less): the
  // divisor is never 0.
  const weighed = `select ${carried.map((c) => `s.${c}`).join(', ')},
      ${each((name) => `s.${split.shares[name]}::bigint as ${name}_total`)},
      case when sum(${split.weight}) over (${whole}) <= 0 then 1
        else (${split.weight})::bigint end as share_weight,
      case when sum(${split.weight}) over (${whole}) <= 0 then count(*) over (${whole})
        else (sum(${split.weight}) over (${whole}))::bigint end as share_divisor
    from ${split.from} s`;
  // total x weight = floor x divisor + remainder, with 0 <= remainder < divisor (for any sign).
  const product = (name: string) => `w.${name}_total * w.share_weight`;
  const remainder = (name: string) =>
    `((${product(name)}) % w.share_divisor + w.share_divisor) % w.share_divisor`;
  const floored = `select w.*,
      ${each(
        (name) => `${remainder(name)} as ${name}_rest,
      (${product(name)} - ${remainder(name)}) / w.share_divisor as ${name}_floor`,
      )}
    from (${weighed}) w`;
  // The cents the floors leave, and each row's place by remainder.
  const group = `partition by f.${split.group}`;
  const ranked = `select f.*,
      ${each(
        (name) => `f.${name}_total - (sum(f.${name}_floor) over (${group}))::bigint as ${name}_left,
      row_number() over (${group} order by f.${name}_rest desc, f.${split.tieBreak})
        as ${name}_place`,
      )}
    from (${floored}) f`;
  return sql.raw(`select ${carried.map((c) => `r.${c}`).join(', ')},
      ${each(
        (name) => `r.${name}_floor + case when r.${name}_place <= r.${name}_left then 1 else 0 end
        as ${name}`,
      )}
    from (${ranked}) r`);
}
