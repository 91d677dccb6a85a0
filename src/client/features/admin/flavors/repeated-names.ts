/**
 * A flavor's name without a trailing ' (2)', ' (3)'...: the mark a database upgrade gave a repeated
 * name when flavor names became unique within their group.
 */
const baseName = (name: string) =>
  name
    .replace(/\s*\(\d+\)$/, '')
    .trim()
    .toLowerCase();

/**
 * The ids of the active flavors whose name (ignoring case and such a mark) is another active
 * flavor's, in any group: the admin's to rename or archive, so that cashiers never meet two flavors
 * they cannot tell apart. Archived flavors count for nothing.
 */
export function repeatedNames(
  flavors: readonly { id: number; name: string; is_archived?: boolean }[],
): ReadonlySet<number> {
  const byName = new Map<string, number[]>();
  for (const flavor of flavors) {
    if (flavor.is_archived) continue;
    const key = baseName(flavor.name);
    byName.set(key, [...(byName.get(key) ?? []), flavor.id]);
  }
  return new Set([...byName.values()].filter((ids) => ids.length > 1).flat());
}
