import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { authApi } from '../api/auth-api';
import { locationApi } from '../api/location-api';
import { sessionExpired } from '../api/session-events';

interface LocationState {
  /** The chosen shop location's id as a string; '' when none is chosen. */
  locationId: string;
}

const initialState: LocationState = { locationId: '' };
const skipped = (action: UnknownAction) =>
  !!(action.meta as { condition?: boolean } | undefined)?.condition;

export const locationSlice = createSlice({
  name: 'location',
  initialState,
  reducers: {
    locationChosen: (state, action: PayloadAction<number>) => {
      state.locationId = action.payload ? String(action.payload) : '';
    },
  },
  extraReducers: (builder) => {
    const { getLocationCookie, setLocationCookie } = locationApi.endpoints;
    const cleared = (state: LocationState) => {
      state.locationId = '';
    };
    builder
      .addCase(sessionExpired, cleared)
      .addMatcher(authApi.endpoints.logout.matchFulfilled, cleared)
      .addMatcher(getLocationCookie.matchFulfilled, (state, action) => {
        state.locationId = String(action.payload.locationId);
      })
      .addMatcher(setLocationCookie.matchFulfilled, (state, action) => {
        state.locationId = String(action.payload.locationId);
      })
      .addMatcher(getLocationCookie.matchRejected, (state, action) => {
        if (!skipped(action)) cleared(state);
      })
      .addMatcher(setLocationCookie.matchRejected, cleared);
  },
});

export const { locationChosen } = locationSlice.actions;
