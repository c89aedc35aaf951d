import type { Request, Response } from 'express';
import type { TFunction } from 'i18next';
import type { Language } from '../../shared/i18n';
import type { Config } from '../lib/config';
import type { Db } from '../db';
import type { Logger } from '../lib/logger';
import type { UserWithRoles } from '../db/tables/auth';
import type { OutletReach } from '../../shared/access/contract';

/** What every resolver receives. Modules add their own services via `deps`. */
export type AppDeps = {
  db: Db;
  config: Config;
  logger: Logger;
  /** The public pages kept for anonymous visitors (server/web/pageCache.ts): a save of what they show drops them. */
  publicPages: ContentChanges;
  /** Views of public records, counted in memory and written in batches (server/modules/content/views.ts). */
  views: ViewTally;
};

export interface ContentChanges {
  /** What visitors see was saved: no page rendered before it is served again. */
  contentChanged(): void;
}

export interface ViewTally {
  /**
   * Counts `visitor`'s view of the record (`entity`: content_reactions.entity) for the next batch, once however
   * often it is told; answers the record's views counted and not written yet.
   */
  count(entity: string, id: number, visitor: string): number;
  /** The record's views counted and not written yet. */
  pending(entity: string, id: number): number;
}

// Type aliases (not interfaces) so graphql-http's Record constraint accepts them.
export type Context = AppDeps & {
  language: Language;
  t: TFunction;
  req: Request;
  res: Response;
  /** The signed-in user, or null. `authProblem` says why a presented token was not accepted. */
  user: UserWithRoles | null;
  authProblem: 'invalid' | 'disabled' | null;
  /** Set by the gate for an outlet-scoped operation only (server/graphql/access.ts `reachOf`). */
  outletReach?: OutletReach;
};
