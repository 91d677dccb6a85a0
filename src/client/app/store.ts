import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '../lib/api/api';
import { getConnection, onReconnect, subscribeToConnection } from '../lib/connection/connection';

/** The data layer: the RTK Query cache, loaded with the signed-in screens (store-provider.tsx). */
function createStore() {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  setupListeners(store.dispatch, connectionListeners);
  return store;
}

type ListenerActions = Parameters<NonNullable<Parameters<typeof setupListeners>[1]>>[1];

/**
 * RTK Query's online/offline from the connection store (real request outcomes and the heartbeat,
 * not navigator.onLine alone): when the server is reachable again every screen's queries refetch
 * (refetchOnReconnect). Focus refetching stays as setupListeners has it.
 */
function connectionListeners(
  dispatch: typeof store.dispatch,
  { onOnline, onOffline, onFocus, onFocusLost }: ListenerActions,
) {
  let online = getConnection().online;
  const stopOffline = subscribeToConnection(() => {
    if (online && !getConnection().online) dispatch(onOffline());
    online = getConnection().online;
  });
  const stopReconnect = onReconnect(() => dispatch(onOnline()));
  const visibility = () =>
    dispatch(document.visibilityState === 'visible' ? onFocus() : onFocusLost());
  const focus = () => dispatch(onFocus());
  document.addEventListener('visibilitychange', visibility);
  window.addEventListener('focus', focus);
  return () => {
    stopOffline();
    stopReconnect();
    document.removeEventListener('visibilitychange', visibility);
    window.removeEventListener('focus', focus);
  };
}

export const store = createStore();
