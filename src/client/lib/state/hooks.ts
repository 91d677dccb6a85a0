import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { RootState } from './reducer';

export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

const useAppSelector = useSelector.withTypes<RootState>();
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();

const selectSession = (state: RootState) => state.session;
const selectUser = (state: RootState) => state.session.user;
const selectLocationId = (state: RootState) => state.location.locationId;

export const useSession = () => useAppSelector(selectSession);
export const useCurrentUser = () => useAppSelector(selectUser);
export const useLocationId = () => useAppSelector(selectLocationId);
