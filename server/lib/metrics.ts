import client from 'prom-client';
import { ACTIONS } from '../../shared/items/actions';
import { catalogues, leafKeys } from '../../shared/i18n';
import { isOperationName } from '../../shared/operations';
import { ERROR_CODES } from '../../shared/errors';

// What GET /metrics counts (served by server/modules/system/metrics.ts, README
// "Monitoring"). One registry per process: each process is its own scrape target. Every label takes its
// values from a closed list (the schema's operations, the action types, the
// message keys, the rate-limit rules), anything else is "other", so what a
// client sends can never grow the number of series.

export const metricsRegistry = new client.Registry();
const registry = metricsRegistry;
client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });

const OTHER = 'other';
const ACTION_TYPES = new Set(Object.keys(ACTIONS));
let messageKeys: Set<string> | undefined;
const knownKey = (key: string) => (messageKeys ??= new Set(leafKeys(catalogues.en))).has(key);
const RULES_TRACKED = 64;
const rules = new Set<string>();

export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/** The parts of the server a request's route label names; any other path is a public or app 'page'. */
export const METRIC_ROUTES = ['graphql', 'uploads', 'healthz', 'metrics', 'oidc', 'dev', 'assets', 'sync', 'page'] as const;

/** Which part of the server a path belongs to: a handful of values, whatever the path. */
function routeOf(path: string): string {
  const first = /^\/([a-z]+)/.exec(path)?.[1] ?? '';
  return (METRIC_ROUTES as readonly string[]).includes(first) ? first : 'page';
}

const requests = new client.Counter({
  name: 'aqua_http_requests_total',
  help: 'HTTP requests answered, by part of the server and status class',
  labelNames: ['route', 'status_class'],
  registers: [registry],
});
const graphqlSeconds = new client.Histogram({
  name: 'aqua_graphql_request_duration_seconds',
  help: 'GraphQL requests by operation (the first root field; "other" when none ran) and status class: time to answer; _count is the request count',
  labelNames: ['operation', 'status_class'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});
const graphqlAnswers = new client.Counter({
  name: 'aqua_graphql_answers_total',
  help: 'GraphQL answers by operation (as aqua_graphql_request_duration_seconds) and the code of their first error ("" when none; "other" for a refusal without one)',
  labelNames: ['operation', 'code'],
  registers: [registry],
});
const pushes = new client.Counter({
  name: 'aqua_sync_pushes_total',
  help: 'Outbox pushes (actionPush): answered (each action got its result) or failed (no results: the device keeps the batch and sends it again)',
  labelNames: ['outcome'],
  registers: [registry],
});
const pushAge = new client.Histogram({
  name: 'aqua_sync_push_oldest_action_age_seconds',
  help: "Per push, answered or not: how long ago the device made the oldest action in it (the device's own time). A queue that does not drain keeps sending old actions",
  buckets: [60, 300, 900, 3600, 4 * 3600, 12 * 3600, 86_400, 3 * 86_400, 7 * 86_400],
  registers: [registry],
});
const actions = new client.Counter({
  name: 'aqua_sync_actions_total',
  help: 'Pushed actions by type and outcome (applied, rejected, replay) and, for a rejection, its reason (a message key)',
  labelNames: ['type', 'outcome', 'reason'],
  registers: [registry],
});
const pulls = new client.Counter({
  name: 'aqua_sync_pulls_total',
  help: 'Replication pulls by collection',
  labelNames: ['collection'],
  registers: [registry],
});
const pulledDocuments = new client.Counter({
  name: 'aqua_sync_pulled_documents_total',
  help: 'Documents sent by replication pulls, by collection',
  labelNames: ['collection'],
  registers: [registry],
});
const rateLimited = new client.Counter({
  name: 'aqua_rate_limit_refusals_total',
  help: 'Requests refused by a rate limit (429), by rule',
  labelNames: ['rule'],
  registers: [registry],
});
const eventStreams = new client.Gauge({
  name: 'aqua_sync_event_streams',
  help: 'Change streams (GET /sync/events) open now',
  registers: [registry],
});
const pokes = new client.Counter({
  name: 'aqua_sync_pokes_total',
  help: 'Change events sent on the change streams (one per stream poked)',
  registers: [registry],
});
export const buildInfo = new client.Gauge({
  name: 'aqua_build_info',
  help: 'The running build: 1, with its version and commit as labels',
  labelNames: ['version', 'commit'],
  registers: [registry],
});

/** The code label of a GraphQL answer: its first error's code, "" for none; "other" for an unknown code or a refusal without one (a 413 before GraphQL). */
function codeOf(errorCode: string | undefined, status: number): string {
  if (errorCode) return Object.prototype.hasOwnProperty.call(ERROR_CODES, errorCode) ? errorCode : OTHER;
  return status < 400 ? '' : OTHER;
}

/**
 * The time a request took, by route and status, and for /graphql by operation and error code (from the request
 * scope: the first root field that ran, server/graphql/access.ts; the first error's code, server/graphql/errors.ts).
 */
export function observeRequest(
  path: string,
  status: number,
  seconds: number,
  scope: { operation?: string; pushAnswered?: boolean; errorCode?: string },
): void {
  const route = routeOf(path);
  const cls = statusClass(status);
  requests.inc({ route, status_class: cls });
  if (route !== 'graphql') return;
  const operation = scope.operation && isOperationName(scope.operation) ? scope.operation : OTHER;
  graphqlSeconds.observe({ operation, status_class: cls }, seconds);
  // A refusal is often answered 200 (GraphQL over HTTP): only the error code tells a FORBIDDEN from a success.
  graphqlAnswers.inc({ operation, code: codeOf(scope.errorCode, status) });
  if (operation === 'actionPush') pushes.inc({ outcome: scope.pushAnswered && cls === '2xx' ? 'answered' : 'failed' });
}

/** The actions of one push, once its results are stored. */
export function observeActions(
  results: ReadonlyArray<{ type: string; status: string; reasonKey: string | null; replay?: boolean; createdAt: string }>,
  now = Date.now(),
): void {
  let oldest = Infinity;
  for (const r of results) {
    const made = Date.parse(r.createdAt);
    if (Number.isFinite(made)) oldest = Math.min(oldest, made);
    const outcome = r.replay ? 'replay' : r.status === 'applied' ? 'applied' : 'rejected';
    const reason = outcome === 'rejected' && r.reasonKey ? (knownKey(r.reasonKey) ? r.reasonKey : OTHER) : '';
    actions.inc({ type: ACTION_TYPES.has(r.type) ? r.type : OTHER, outcome, reason });
  }
  if (Number.isFinite(oldest)) pushAge.observe(Math.max(0, (now - oldest) / 1000));
}

const COLLECTIONS = new Set(['items', 'sellers']);

export function observePull(collection: string, documents: number): void {
  const label = COLLECTIONS.has(collection) ? collection : OTHER;
  pulls.inc({ collection: label });
  pulledDocuments.inc({ collection: label }, documents);
}

export function observeRateLimited(rule: string): void {
  if (!rules.has(rule) && rules.size < RULES_TRACKED) rules.add(rule);
  rateLimited.inc({ rule: rules.has(rule) ? rule : OTHER });
}

/** A change stream opened (+1) or closed (-1). */
export function observeEventStream(delta: 1 | -1): void {
  eventStreams.inc(delta);
}

export function observePokes(count: number): void {
  if (count) pokes.inc(count);
}
