/**
 * A tiny async lock: one holder at a time, others queue in order. `isLocked` turns true synchronously
 * on `acquire`, so a second caller in the same tick already sees the lock and waits instead of racing.
 */
export class Mutex {
  private tail: Promise<void> = Promise.resolve();
  private holders = 0;

  isLocked(): boolean {
    return this.holders > 0;
  }

  async acquire(): Promise<() => void> {
    this.holders += 1;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const previous = this.tail;
    this.tail = previous.then(() => released);
    await previous;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.holders -= 1;
      release();
    };
  }

  /** Resolves once every holder queued so far has released. */
  async waitForUnlock(): Promise<void> {
    while (this.isLocked()) await this.tail;
  }
}
