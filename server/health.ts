import express from 'express';
import type { Db } from './db';
import type { Config } from './lib/config';
import type { Logger } from './lib/logger';
import { APP_VERSION, buildCommit } from './lib/version';
import { metricsHandler } from './modules/system/metrics';

/**
 * GET /healthz (the database check: `schemaVersion` reads it, on a connection of its own) and GET /metrics
 * (Prometheus: this machine only, or with METRICS_TOKEN; modules/system/metrics.ts).
 */
export function healthRoutes(deps: { db: Db; config: Config; logger: Logger; schemaVersion: () => Promise<number> }) {
  const { db, config, logger, schemaVersion: readSchemaVersion } = deps;
  const commit = buildCommit(config.staticDir); // once, at start: it may ask git
  const router = express.Router();
  router.get('/healthz', async (_req, res) => {
    try {
      const schemaVersion = await readSchemaVersion();
      res.set('Cache-Control', 'no-store').json({ ok: true, version: APP_VERSION, schemaVersion, commit, time: new Date().toISOString() });
    } catch (err) {
      logger.error({ err }, 'health check failed');
      res.status(503).json({ ok: false });
    }
  });
  router.get('/metrics', metricsHandler(db, config, commit));
  return router;
}
