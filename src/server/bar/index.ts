/**
 * The bar's queue: order displays, status, transitions and the live channel's queue moves.
 * Other contexts reach this one only through this file.
 */
export {
  QUEUE_CHANNEL,
  announceQueue,
  completeOrder,
  loadQueueEntries,
  loadQueueWindow,
  releaseOrder,
  reopenOrder,
  startOrder,
  type QueueEntry,
} from './commands';
export { itemDisplay, loadItemDisplays } from './item-display';
export { loadOrders, orderAfterWrite } from './order-display';
export { orderStatus } from './order-status';
export { queueRoutes } from './queue-routes';
export { saleMoney } from './sale-money';
export { ONLINE_ORDER_CHANNEL, applyTransition, moveTo, notifyQueue } from './transitions';
