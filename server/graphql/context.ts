import type { Request, Response } from 'express';
import type { TFunction } from 'i18next';
import type { Language } from '../../shared/i18n';
import type { Config } from '../lib/config';
import type { Db } from '../db';
import type { Logger } from '../lib/logger';
import type { UserWithRoles } from '../db/tables/auth';

/** What every resolver receives. Modules add their own services via `deps`. */
export type AppDeps = {
  db: Db;
  config: Config;
  logger: Logger;
};

// Type aliases (not interfaces) so graphql-http's Record constraint accepts them.
export type Context = AppDeps & {
  language: Language;
  t: TFunction;
  req: Request;
  res: Response;
  /** The signed-in user, or null. `authProblem` says why a presented token was not accepted. */
  user: UserWithRoles | null;
  authProblem: 'invalid' | 'disabled' | null;
};
