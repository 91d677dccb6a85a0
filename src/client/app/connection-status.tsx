import { CloudOff, RefreshCw, TriangleAlert, Wifi } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import {
  getConnection,
  subscribeToConnection,
  type Connection,
} from '../lib/connection/connection';
import { cn } from '../lib/cn';

/**
 * The navbar's words for the connection: Online, Offline (and what is kept), Syncing N (the sales
 * still to send), or Online with the sales the server refused, which wait for staff, not for the
 * network.
 */
export function connectionText({ online, unsent, needsAttention }: Connection) {
  if (!online) return { label: 'Offline', detail: unsent > 0 ? `${unsent} not sent` : undefined };
  const sending = unsent - needsAttention;
  if (sending > 0) return { label: `Syncing ${sending}`, detail: undefined };
  if (needsAttention > 0) return { label: 'Online', detail: `${needsAttention} to check` };
  return { label: 'Online', detail: undefined };
}

function iconOf({ online, unsent, needsAttention }: Connection) {
  if (!online) return CloudOff;
  if (unsent > needsAttention) return RefreshCw;
  return needsAttention > 0 ? TriangleAlert : Wifi;
}

/**
 * Signed-in staff see whether the till reaches the server, in words and an icon (not colour alone),
 * said politely when it changes; it links to the Sync page with the offline sales.
 */
export function ConnectionStatus() {
  const connection = useSyncExternalStore(subscribeToConnection, getConnection);
  const { label, detail } = connectionText(connection);
  const Icon = iconOf(connection);
  return (
    <div role="status" aria-live="polite" className="flex">
      <Link
        to="/sync"
        className={cn(
          'flex h-11 items-center gap-1 rounded-lg px-2 text-sm font-medium whitespace-nowrap',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-500',
          connection.online && connection.needsAttention === 0
            ? 'text-slate-700 hover:bg-slate-100'
            : 'bg-amber-100 text-amber-950 hover:bg-amber-200',
        )}
      >
        <Icon className="size-4 shrink-0" aria-hidden />
        <span>{label}</span>
        {detail && <span className="hidden sm:inline">· {detail}</span>}
        {detail && <span className="sr-only sm:hidden">, {detail}</span>}
      </Link>
    </div>
  );
}
