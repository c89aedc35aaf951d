import { AsyncLocalStorage } from 'node:async_hooks';
import type { Language } from '../../shared/i18n';
import { DEFAULT_LANGUAGE } from '../../shared/i18n';

// Per-request values that code far from the request needs (the GraphQL error
// formatter has no context argument but must answer in the caller's language).
export interface RequestScope {
  language: Language;
  requestId: string;
  /** The GraphQL operation (root field) that ran first, for the metrics (server/lib/metrics.ts). */
  operation?: string;
  /** A push got its results (server/lib/metrics.ts: a push without them failed). */
  pushAnswered?: boolean;
  /** The code of the first error a GraphQL answer carries (server/graphql/errors.ts), for the log and the metrics. */
  errorCode?: string;
}

const storage = new AsyncLocalStorage<RequestScope>();

export function runInScope<T>(scope: RequestScope, fn: () => T): T {
  return storage.run(scope, fn);
}

export function currentScope(): RequestScope {
  return storage.getStore() ?? { language: DEFAULT_LANGUAGE, requestId: '-' };
}
