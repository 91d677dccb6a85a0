import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import type { api } from './api';

/** The data layer's state: the RTK Query cache (app/store.ts). */
export interface DataState {
  [api.reducerPath]: ReturnType<typeof api.reducer>;
}
export type AppDispatch = ThunkDispatch<DataState, unknown, UnknownAction>;

/** Dispatch for one-off calls (`endpoint.initiate`), such as a dropdown's options. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
