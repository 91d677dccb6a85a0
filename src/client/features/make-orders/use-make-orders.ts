import { skipToken } from '@reduxjs/toolkit/query/react';
import { STAFF_RECALL_MINUTES, type OrderDisplay } from '@shared/order-types';
import { useState } from 'react';
import { useLocationQuery } from '../../lib/api/location-api';
import { useCurrentUser } from '../../lib/state/hooks';
import { useLocationId } from '../../lib/state/use-location-id';
import { isAdminUser } from '../../lib/state/user';
import { DEFAULT_THRESHOLDS, secondsSince, useNow } from './ticket-age';
import { useBarActions } from './use-bar-actions';
import { useBarKeys } from './use-bar-keys';
import { entriesFor } from './use-bar-outbox';
import { useLiveQueue } from './use-live-queue';
import { useNewOrderAlert } from './use-new-order-alert';

const RECALL_WINDOW_S = STAFF_RECALL_MINUTES * 60;

const focusTicket = (id: number) =>
  document.querySelector<HTMLElement>(`[data-order-id="${id}"]`)?.focus();

/**
 * The bar screen's state: the live queue split into waiting and completed tickets, the ticket
 * selected from the keyboard, the bar's actions and the keys that press them.
 */
export function useMakeOrders() {
  const locationId = useLocationId();
  const user = useCurrentUser();
  const isAdmin = isAdminUser(user);
  const live = useLiveQueue(locationId, user?.id);
  const location = useLocationQuery(locationId ?? skipToken);
  const thresholds = location.data
    ? { yellow: location.data.ticket_yellow_seconds, red: location.data.ticket_red_seconds }
    : DEFAULT_THRESHOLDS;
  const timeZone = location.data?.time_zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const now = useNow();
  const fresh = useNewOrderAlert(live.orders);
  const actions = useBarActions(live, user?.id);
  const { start, recall, busyId, outbox } = actions;
  const [selectedId, setSelectedId] = useState<number | null>(null);

  const orders = live.orders ?? [];
  const waiting = orders.filter((o) => !o.is_complete);
  const completed = orders.filter((o) => o.is_complete);
  const mayRecall = (order: OrderDisplay) =>
    isAdmin || secondsSince(order.completed_at, now) < RECALL_WINDOW_S;
  const selected = waiting.find((o) => o.id === selectedId);

  useBarKeys({
    select: (index) => {
      const order = waiting[index];
      if (!order) return;
      setSelectedId(order.id);
      focusTicket(order.id);
    },
    enter: () => {
      const idle = selected && entriesFor(outbox.entries, selected.id).length === 0;
      if (idle && !selected.is_in_progress && busyId === null) void start(selected);
    },
    recall: () => {
      const latest = completed[0];
      if (latest && mayRecall(latest) && busyId === null) void recall(latest);
    },
  });

  const userId = user?.id;
  return {
    locationId,
    userId,
    isAdmin,
    live,
    thresholds,
    timeZone,
    now,
    fresh,
    actions,
    selectedId,
    orders,
    waiting,
    completed,
    mayRecall,
  };
}

export type MakeOrders = ReturnType<typeof useMakeOrders>;
