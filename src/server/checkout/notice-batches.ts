import type { RunPrepared } from '../db';

interface Queued {
  payload: string;
  /** Called once its batch is sent (false), or to make it the sender of the next batch (true). */
  settle: (sendsNext: boolean) => void;
}

/**
 * Notices sent a batch at a time, each batch by one of the checkouts whose notices it carries, on
 * the connection that checkout already holds (decision 047). A checkout that finds no batch on
 * its way sends its notice at once; the checkouts that come meanwhile wait for that batch to end,
 * and the first of them then sends all of theirs in one statement. Every `send` resolves once its
 * own notice has been sent (or its statement failed: the sale stands either way).
 */
export class NoticeBatches {
  private queued: Queued[] = [];
  private sending = false;

  constructor(
    private readonly sendAll: (run: RunPrepared, payloads: string[]) => Promise<unknown>,
  ) {}

  async send(run: RunPrepared, payload: string): Promise<void> {
    if (this.sending) {
      const sendsNext = await new Promise<boolean>((settle) =>
        this.queued.push({ payload, settle }),
      );
      if (!sendsNext) return;
    } else {
      this.sending = true;
      this.queued.push({ payload, settle: () => undefined });
    }
    const batch = this.queued.splice(0);
    try {
      await this.sendAll(
        run,
        batch.map((queued) => queued.payload),
      );
    } catch {
      // Its checkouts stand without their notices (the caller says why that is safe).
    } finally {
      for (const queued of batch) queued.settle(false);
      const next = this.queued[0];
      if (next) next.settle(true);
      else this.sending = false;
    }
  }
}
