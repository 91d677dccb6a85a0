import { Suspense, type ComponentProps } from 'react';
import { lazyRetrying } from '../lib/lazy-retrying';
import type * as Picker from './location-picker';
import { Spinner } from './ui/spinner';

// The picker's select (react-select, emotion) loads when a picker is shown, not with the page.
const Lazy = lazyRetrying(async () => (await import('./location-picker')).LocationPicker);

export function LocationPicker(props: ComponentProps<typeof Picker.LocationPicker>) {
  return (
    <Suspense fallback={<Spinner className="mx-auto" />}>
      <Lazy {...props} />
    </Suspense>
  );
}
