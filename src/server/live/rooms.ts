import type { WebSocket } from 'ws';

/**
 * Takes a closed socket out of its location's room, and the room out of the map once it is empty,
 * so that a location nobody watches any longer costs no work on the next change.
 */
export function leaveRoom(
  rooms: Map<number, { sockets: Set<WebSocket> }>,
  locationId: number,
  socket: WebSocket,
) {
  const room = rooms.get(locationId);
  room?.sockets.delete(socket);
  if (room?.sockets.size === 0) rooms.delete(locationId);
}
