import type { FastifyInstance } from 'fastify';
import { SWEEP_INTERVAL_MS, type SweepResult, sweepUnreferencedUploads } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Sweeps unreferenced uploads now ({@link sweepUnreferencedUploads}), after any sweep of this node still
     * running. Runs by itself once at start and every hour.
     */
    sweepUploads(): Promise<SweepResult>;
  }
}

/**
 * Decorates the app with `sweepUploads` and runs it once the app is ready (in the background: the start never
 * waits for it) and every {@link SWEEP_INTERVAL_MS}. Closing the app stops the timer and waits for a sweep
 * under way, so it never outlives the database.
 */
export function registerUploadSweep(app: FastifyInstance): void {
  // Sweeps of this node run one after the other; nodes sharing the database take turns (an advisory lock).
  let lastSweep: Promise<unknown> = Promise.resolve();
  const sweepUploads = (): Promise<SweepResult> => {
    const sweep = lastSweep.then(() => sweepUnreferencedUploads(app.database.db, app.config.uploadsDir));
    lastSweep = sweep.then(
      ({ removed, orphans }) => {
        if (removed.length + orphans.length > 0) {
          app.log.info({ removed: removed.length, orphans: orphans.length }, 'Unreferenced uploads removed');
        }
      },
      (error: unknown) => app.log.warn({ err: error }, 'The sweep of unreferenced uploads failed'),
    );
    return sweep;
  };
  app.decorate('sweepUploads', sweepUploads);

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweepUploads().catch(() => {});
    timer = setInterval(() => sweepUploads().catch(() => {}), SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await lastSweep;
  });
}
