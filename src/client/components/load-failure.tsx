import { CloudOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { isNetworkFailure } from '../lib/http/network-failure';
import { OFFLINE_RELOAD_TEXT } from '../lib/http/offline-text';

/**
 * Where a screen's data did not load: when no answer came, that the device is offline (the screen
 * reloads by itself when the connection returns, see app/store.ts), never 'not found' for data that
 * may well exist; otherwise the screen's own message, `children`.
 */
export function LoadFailure({ error, children }: { error: unknown; children: ReactNode }) {
  if (!isNetworkFailure(error)) return children;
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950"
    >
      <CloudOff className="size-5 shrink-0" aria-hidden />
      {OFFLINE_RELOAD_TEXT}
    </p>
  );
}
