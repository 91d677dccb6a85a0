import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { authApi } from '../api/auth-api';
import { orderItemsApi, type OrderItem } from '../api/order-items-api';
import type { Order } from '../api/order-types';
import { sessionExpired } from '../api/session-events';

export interface OrdersState {
  /** The signed-in staff member's unpaid order items (the cart), mirrored from the cart query. */
  userOrders: OrderItem[];
  loading: boolean;
  /** The location's live queue, replaced by each message of the live channel. */
  queuedOrders: Order[];
}

const initialState: OrdersState = { userOrders: [], loading: false, queuedOrders: [] };

export const ordersSlice = createSlice({
  name: 'orders',
  initialState,
  reducers: {
    queuedOrdersReceived: (state, action: PayloadAction<Order[]>) => {
      state.queuedOrders = action.payload;
    },
  },
  extraReducers: (builder) => {
    const { unpaidOrderItems } = orderItemsApi.endpoints;
    builder
      .addCase(sessionExpired, () => initialState)
      .addMatcher(authApi.endpoints.logout.matchFulfilled, () => initialState)
      .addMatcher(unpaidOrderItems.matchPending, (state) => {
        state.loading = true;
      })
      .addMatcher(unpaidOrderItems.matchFulfilled, (state, action) => {
        state.userOrders = action.payload;
        state.loading = false;
      })
      .addMatcher(unpaidOrderItems.matchRejected, (state) => {
        state.loading = false;
      });
  },
});

export const { queuedOrdersReceived } = ordersSlice.actions;
