import { lazy, Suspense, type ComponentProps } from 'react';
import type * as Picker from './location-picker';
import { Spinner } from './ui/spinner';

// The picker's select (react-select, emotion) loads when a picker is shown, not with the page.
const Lazy = lazy(async () => ({ default: (await import('./location-picker')).LocationPicker }));

export function LocationPicker(props: ComponentProps<typeof Picker.LocationPicker>) {
  return (
    <Suspense fallback={<Spinner className="mx-auto" />}>
      <Lazy {...props} />
    </Suspense>
  );
}
