import type { FastifyInstance } from 'fastify';

/**
 * Background work of the app (folds, sweeps, vacuums): `task` every `everyMs` (0: never) while the
 * app runs, one run at a time (a tick during a run is skipped). A failed run goes to `onError`
 * and the next tick tries again. At close, a run still going finishes before the database closes.
 */
export function repeatWhileOpen(
  app: FastifyInstance,
  everyMs: number,
  task: () => Promise<unknown>,
  onError: (error: unknown) => void,
) {
  if (everyMs <= 0) return;
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    running ??= task()
      .catch(onError)
      .finally(() => (running = undefined));
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
