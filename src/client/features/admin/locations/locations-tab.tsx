import { locationSchema } from '@shared/validation';
import { NameOnlyTab } from '../shared/name-only-tab';
import { useCatalogueLocationsQuery, useCreateLocationMutation } from './locations-api';

export function LocationsTab() {
  const list = useCatalogueLocationsQuery();
  const [createLocation, { isLoading }] = useCreateLocationMutation();
  return (
    <NameOnlyTab
      plural="Locations"
      singular="Location"
      inputId="location-name"
      placeholder="Enter location name"
      successMessage="Location added successfully"
      schema={locationSchema}
      list={list}
      create={(values) => createLocation(values).unwrap()}
      creating={isLoading}
    />
  );
}
