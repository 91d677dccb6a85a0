import { DateRangeFields } from '../../components/date-range-fields';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { NativeSelect } from '../../components/ui/native-select';
import type { Location } from '../../lib/api/location-api';
import { PRESETS, type ReportFilters, useReportFilters } from './report-range';

interface FiltersProps {
  filters: ReportFilters;
  update: ReturnType<typeof useReportFilters>['update'];
  /** The days shown now, which a switch to Custom starts from. */
  days: { from: string; to: string } | null;
  locations: Pick<Location, 'id' | 'name'>[];
}

/** The range presets (or two dates) and the shop; every change goes into the address. */
export function ReportFiltersBar({ filters, update, days, locations }: FiltersProps) {
  const custom = filters.preset === 'custom';
  const invalid = custom && filters.from !== '' && filters.to !== '' && filters.from > filters.to;
  return (
    <form
      aria-label="Report filters"
      className="flex flex-wrap items-end gap-x-4 gap-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      onSubmit={(event) => event.preventDefault()}
    >
      <div role="group" aria-label="Date range" className="flex flex-wrap gap-2">
        {PRESETS.map((preset) => (
          <Button
            key={preset.value}
            variant={filters.preset === preset.value ? 'primary' : 'outline'}
            aria-pressed={filters.preset === preset.value}
            className="h-9 px-3 text-sm sm:h-11 sm:px-4 sm:text-base"
            onClick={() =>
              update(
                preset.value === 'custom'
                  ? { preset: 'custom', from: days?.from ?? '', to: days?.to ?? '' }
                  : { preset: preset.value },
              )
            }
          >
            {preset.label}
          </Button>
        ))}
      </div>
      {custom && (
        <div className="flex flex-wrap gap-3">
          <DateRangeFields
            idPrefix="report"
            from={filters.from}
            to={filters.to}
            onChange={update}
            error={invalid ? 'To must be on or after From' : undefined}
            fieldClassName="w-40"
          />
        </div>
      )}
      <FormField label="Shop" htmlFor="report-location" className="w-full sm:ml-auto sm:w-64">
        <NativeSelect
          id="report-location"
          value={filters.location ?? ''}
          onChange={(event) => update({ location: event.target.value })}
        >
          <option value="">All shops</option>
          {locations.map((location) => (
            <option key={location.id} value={location.id}>
              {location.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </form>
  );
}
