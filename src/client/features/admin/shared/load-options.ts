import type { SelectOption } from '../../../lib/select';

interface LazyTrigger<R> {
  (arg: string, preferCacheValue?: boolean): { unwrap: () => Promise<R> };
}

/** loadOptions for an AsyncSelect from an RTK Query autocomplete trigger. */
export const autocompleteLoader =
  <T extends { id: number }>(
    trigger: LazyTrigger<{ results: T[] }>,
    label: (record: T) => string,
  ) =>
  async (search: string): Promise<SelectOption[]> => {
    const { results } = await trigger(search).unwrap();
    return results.map((record) => ({ value: record.id, label: label(record) }));
  };
