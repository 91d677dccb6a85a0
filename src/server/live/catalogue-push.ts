import { CATALOGUE_CHANGED_MESSAGE } from '../../shared/live-catalogue';

/** Sold out is pushed as `{availability}` by the AvailabilityFeed: no menu refetch for it. */
const NOT_PUSHED = new Set(['unavailable_items']);

/** How long notifications are gathered: one write notifies once per table it touched. */
export const GATHER_MS = 50;

/**
 * Tells every live-channel subscriber of this instance that the catalogue changed, once per burst of
 * `catalogue_changed` notifications. The notification arrives after the write committed, on every
 * instance, so a till that refetches on this message reads the change.
 */
export class CataloguePush {
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly broadcast: (message: string) => void) {}

  /** A notification (its payload is the table written), or none after a LISTEN reconnect. */
  changed(table?: string) {
    if (table !== undefined && NOT_PUSHED.has(table)) return;
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      this.broadcast(JSON.stringify(CATALOGUE_CHANGED_MESSAGE));
    }, GATHER_MS);
  }

  stop() {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
