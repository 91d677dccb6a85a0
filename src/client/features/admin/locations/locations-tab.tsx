import { locationSchema } from '@shared/validation';
import { useState } from 'react';
import type { Location } from '../../../lib/api/location-api';
import { EditButton, EditSheet } from '../shared/edit-sheet';
import { NameOnlyTab } from '../shared/name-only-tab';
import { LocationEditForm, asMinutes } from './location-edit-form';
import { useCatalogueLocationsQuery, useCreateLocationMutation } from './locations-api';

export function LocationsTab() {
  const [editing, setEditing] = useState<Location | null>(null);
  return (
    <>
      <NameOnlyTab<Location>
        plural="Locations"
        singular="Location"
        inputId="location-name"
        placeholder="Enter location name"
        schema={locationSchema}
        list={useCatalogueLocationsQuery()}
        mutation={useCreateLocationMutation()}
        row={(location) => (
          <span className="flex w-full flex-wrap items-center justify-between gap-2">
            <span className="flex flex-wrap items-baseline gap-x-2">
              <span>{location.name}</span>
              <span className="text-sm text-slate-600">
                Tickets yellow at {asMinutes(location.ticket_yellow_seconds)}, red at{' '}
                {asMinutes(location.ticket_red_seconds)}; tax {location.tax_rate}%
                {location.prices_include_tax ? ' (included)' : ''}
                {location.online_ordering ? '; takes online orders' : ''}
              </span>
            </span>
            <EditButton name={location.name} onClick={() => setEditing(location)} />
          </span>
        )}
      />
      <EditSheet
        editing={editing}
        onClose={() => setEditing(null)}
        title="Edit Location"
        description={(location) =>
          `The name, ticket timers, sales tax and order ahead of ${location.name}.`
        }
      >
        {(location) => <LocationEditForm location={location} onSaved={() => setEditing(null)} />}
      </EditSheet>
    </>
  );
}
