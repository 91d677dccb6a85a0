import { combineReducers } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { locationSlice } from './location-slice';
import { sessionSlice } from './session-slice';

/** The whole client state: the API cache plus session and location (spec section 3). */
export const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  session: sessionSlice.reducer,
  location: locationSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
