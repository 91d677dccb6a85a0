/** A dropdown option: the record id and a label built from the record's fields. */
export interface SelectOption {
  value: number;
  label: string;
}

/** The default option of every dropdown (value 0). */
export const emptyOption = (label = 'Select...'): SelectOption => ({ value: 0, label });

/** A select's value as sent to the server: the option's value, with 0 (nothing chosen) sent as null. */
export function optionValue(option: SelectOption | null | undefined): number | null {
  return option && option.value !== 0 ? option.value : null;
}

/** Turns autocomplete results into options labelled by the given fields joined by a separator. */
export function toOptions<T extends { id: number }>(
  rows: T[],
  fields: (keyof T)[] = ['name' as keyof T],
  separator = ' - ',
): SelectOption[] {
  return rows.map((row) => ({
    value: row.id,
    label: fields.map((field) => String(row[field])).join(separator),
  }));
}
