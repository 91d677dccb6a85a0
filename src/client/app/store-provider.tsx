import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { store } from './store';

/**
 * The data layer's provider. Signed-in screens sit under it; the sign-in and home pages do not, so
 * Redux Toolkit stays out of the first load (decision 020). Every instance shares the one store.
 */
export function StoreProvider({ children }: { children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}

/** A component rendered under its own StoreProvider (the navbar's lazily loaded widgets). */
export function withStore<P extends object>(Component: ComponentType<P>) {
  return function WithStore(props: P) {
    return (
      <StoreProvider>
        <Component {...props} />
      </StoreProvider>
    );
  };
}

// The outbox's sender and the offline pages load after the first render (decision 020's budget).
const SyncRunner = lazy(async () => ({
  default: (await import('./sync-runner-mount')).SyncRunnerMount,
}));

/** The signed-in screens' provider: the data layer, and the one sender of this tab's outbox. */
export function SignedInStore({ children }: { children: ReactNode }) {
  return (
    <Provider store={store}>
      <Suspense fallback={null}>
        <SyncRunner />
      </Suspense>
      {children}
    </Provider>
  );
}
