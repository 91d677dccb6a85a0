import { createSlice, isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import { authApi, type User } from '../api/auth-api';
import { sessionExpired } from '../api/session-events';

interface SessionState {
  /** null until the start-up check has answered. */
  isAuthenticated: boolean | null;
  user: User | null;
  loading: boolean;
}

const initialState: SessionState = {
  isAuthenticated: null,
  user: null,
  loading: false,
};

/** A rejection caused by RTK skipping a duplicate request, not by the server. */
const skipped = (action: UnknownAction) =>
  !!(action.meta as { condition?: boolean } | undefined)?.condition;

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    const { login, verify, me, logout } = authApi.endpoints;
    const userRequests = [login, verify, me, logout];
    const signedOut = (state: SessionState) => {
      state.isAuthenticated = false;
      state.user = null;
    };
    builder
      .addCase(sessionExpired, signedOut)
      .addMatcher(login.matchFulfilled, (state) => {
        state.isAuthenticated = true;
      })
      .addMatcher(verify.matchFulfilled, (state) => {
        state.isAuthenticated = true;
      })
      .addMatcher(verify.matchRejected, (state, action) => {
        if (!skipped(action)) signedOut(state);
      })
      .addMatcher(me.matchFulfilled, (state, action) => {
        state.user = action.payload;
        state.isAuthenticated = true;
      })
      .addMatcher(me.matchRejected, (state, action) => {
        if (!skipped(action)) signedOut(state);
      })
      .addMatcher(logout.matchFulfilled, signedOut)
      // SPEC section 4: each user request sets loading at its start and clears it at its finish.
      .addMatcher(isAnyOf(...userRequests.map((r) => r.matchPending)), (state) => {
        state.loading = true;
      })
      .addMatcher(
        isAnyOf(...userRequests.flatMap((r) => [r.matchFulfilled, r.matchRejected])),
        (state, action) => {
          if (!skipped(action)) state.loading = false;
        },
      );
  },
});
