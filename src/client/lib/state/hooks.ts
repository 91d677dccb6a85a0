import { useSyncExternalStore } from 'react';
import { getSessionState, subscribeToSession, type SessionState } from './session-store';

export const useSessionState = <T>(select: (state: SessionState) => T) =>
  useSyncExternalStore(subscribeToSession, () => select(getSessionState()));

export const useSession = () => useSessionState((state) => state);
export const useCurrentUser = () => useSessionState((state) => state.user);
