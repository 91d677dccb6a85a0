import { locationSchema } from '@shared/validation';
import { NameOnlyTab } from '../shared/name-only-tab';
import { useCatalogueLocationsQuery, useCreateLocationMutation } from './locations-api';

export function LocationsTab() {
  return (
    <NameOnlyTab
      plural="Locations"
      singular="Location"
      inputId="location-name"
      placeholder="Enter location name"
      schema={locationSchema}
      list={useCatalogueLocationsQuery()}
      mutation={useCreateLocationMutation()}
    />
  );
}
