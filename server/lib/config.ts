import path from 'node:path';
import { parseTrustProxy } from './trustProxy';
import type { BudgetRule } from './visitorBudget';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../shared/signIn';

export interface Config {
  port: number;
  host: string;
  /**
   * PUBLIC_URL: the origin people reach the site at, which every link the server writes points at (mails, the
   * social sign-in redirect, page metadata). Required in production; in the demo, unset means the listening
   * address. After the start (server/boot.ts) it is always set, as an origin (server/lib/publicOrigin.ts).
   */
  publicUrl: string | undefined;
  databaseFile: string;
  /** postgres://… : use this PostgreSQL database instead of the SQLite file (several processes may share it). */
  databaseUrl?: string | undefined;
  /** Unset: generated on first start and kept in the database (app_meta). */
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender of mail sent over SMTP_URL. */
  mailFrom: string;
  /** Member sign-in codes: POST {to, text} to this URL (bearer SMS_TOKEN). Unset: they go to the outbox (/dev/mail). */
  smsUrl?: string | undefined;
  smsToken?: string | undefined;
  /**
   * Seed demo accounts and sample data into a new database (SEED_DEMO, on by
   * default). Demo mode only: always false in production, whatever SEED_DEMO says.
   */
  seedDemo: boolean;
  demoPassword: string;
  /**
   * NODE_ENV=production: the production mode (no demo accounts or data, no dev
   * mail outbox, secure cookies). Anything else is the demo mode of `npm start`.
   */
  production: boolean;
  /** Folder of the built PWA (vite build output). */
  staticDir: string;
  uploadsDir: string;
  /** UPGRADE_BACKUP (on unless `0`): production takes a backup before it migrates (server/db/upgrade.ts). */
  upgradeBackup: boolean;
  /** METRICS_TOKEN: /metrics also answers a request bearing it, from anywhere; unset, only this machine (server/lib/metrics.ts). */
  metricsToken: string | undefined;
  logLevel: string;
  /** The largest /graphql request body accepted, in bytes (GRAPHQL_BODY_LIMIT); larger ones answer 413 unread. */
  graphqlBodyLimit: number;
  /**
   * VISITOR_BUDGET, `<burst>/<per second>[/<at once per address>[/<at once in all>]]`: what an address may spend on
   * the visitor lane (everything asked without a staff account), in list cost, at once and then per second; how many
   * of its requests may run at once; how many of the whole lane. ANONYMOUS_READ_BUDGET, its older name, is read when
   * it is unset. Unset: the defaults of server/lib/visitorBudget.ts.
   */
  visitorBudget?: BudgetRule | undefined;
  /**
   * SYNC_STREAM_LIMITS, `<per account>/<per address>/<per process>`: how many change streams (GET /sync/events) may
   * be open at once. Unset: 4/64/2000 (server/modules/sync/eventHub.ts).
   */
  syncStreamLimits?: { perAccount: number; perAddress: number; perProcess: number } | undefined;
  /** How often an open change stream is pinged and its token checked again; tests shorten it (no variable sets it). */
  syncStreamPingMs?: number | undefined;
  /** How often counted views are written (server/modules/content/views.ts); tests lengthen it (no variable sets it). */
  viewFlushMs?: number | undefined;
  /** Express `trust proxy` (TRUST_PROXY, server/lib/trustProxy.ts): which proxies may name the client's address. Off by default. */
  trustProxy: boolean | number | string;
  /** Social sign-in: the providers given a client id (OIDC_<NAME>_CLIENT_ID); none, no social buttons. */
  socialProviders: SocialProviderConfig[];
  /**
   * scrypt's cost N for new password hashes: OWASP's 2^17, except on test servers (NODE_ENV=test), which use 2^12.
   * Their tests are about throttles and sessions, not the hash (password.test checks the full cost), and at full cost
   * a loaded machine spent seconds a sign-up. No variable sets it: a deployment always hashes at full cost.
   */
  passwordHashN: number;
}

/** One OpenID Connect provider: its issuer (discovery at /.well-known/openid-configuration) and this site's client. */
export interface SocialProviderConfig {
  name: SocialProvider;
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
}

// Google's issuer speaks the authorization code flow as is; Facebook's is set
// to an OpenID Connect broker in front of it where its own does not (README).
const DEFAULT_ISSUERS: Record<SocialProvider, string> = {
  google: 'https://accounts.google.com',
  facebook: 'https://www.facebook.com',
};

function readSocialProviders(env: NodeJS.ProcessEnv): SocialProviderConfig[] {
  return SOCIAL_PROVIDERS.flatMap((name) => {
    const prefix = `OIDC_${name.toUpperCase()}_`;
    const clientId = env[`${prefix}CLIENT_ID`];
    if (!clientId) return [];
    return [
      { name, clientId, clientSecret: env[`${prefix}CLIENT_SECRET`] || undefined, issuer: env[`${prefix}ISSUER`] || DEFAULT_ISSUERS[name] },
    ];
  });
}

/** `<burst>/<per second>[/<at once per address>[/<at once in all>]]`; what is not numbers is refused at start (server/lib/visitorBudget.ts). */
function parseVisitorBudget(value: string | undefined): BudgetRule | undefined {
  if (!value) return undefined;
  const [burst, perSecond, inFlight, atOnce] = value.split('/').map((part) => Number(part.trim()));
  return { burst: burst ?? NaN, perSecond: perSecond ?? NaN, inFlight, atOnce };
}

/** `<per account>/<per address>/<per process>`; what is not numbers is refused at start (server/modules/sync/eventHub.ts). */
function parseStreamLimits(value: string | undefined): Config['syncStreamLimits'] {
  if (!value) return undefined;
  const [perAccount, perAddress, perProcess] = value.split('/').map((part) => Number(part.trim()));
  return { perAccount: perAccount ?? NaN, perAddress: perAddress ?? NaN, perProcess: perProcess ?? NaN };
}

export type AppMode = 'demo' | 'production';

/** The two ways this server runs (README "Demo and production"). */
export const appModeOf = (config: Pick<Config, 'production'>): AppMode => (config.production ? 'production' : 'demo');

/** Reads the settings server/lib/settings.ts declares (a test holds the two to the same names). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = process.cwd();
  const production = env.NODE_ENV === 'production';
  const databaseFile = path.resolve(root, env.DATABASE_FILE || './data/app.sqlite');
  return {
    port: env.PORT === undefined || env.PORT === '' ? 3000 : Number(env.PORT),
    host: env.HOST || '127.0.0.1',
    publicUrl: env.PUBLIC_URL || undefined,
    databaseFile,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'no-reply@aqua-club.local',
    smsUrl: env.SMS_URL || undefined,
    smsToken: env.SMS_TOKEN || undefined,
    seedDemo: !production && env.SEED_DEMO !== '0' && env.SEED_DEMO !== 'false',
    demoPassword: env.DEMO_PASSWORD || 'demo12345',
    production,
    staticDir: path.resolve(root, env.STATIC_DIR || './dist'),
    uploadsDir: path.resolve(env.UPLOADS_DIR || path.join(path.dirname(databaseFile), 'uploads')),
    upgradeBackup: env.UPGRADE_BACKUP !== '0' && env.UPGRADE_BACKUP !== 'false',
    metricsToken: env.METRICS_TOKEN || undefined,
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    graphqlBodyLimit: env.GRAPHQL_BODY_LIMIT ? Number(env.GRAPHQL_BODY_LIMIT) : 1024 * 1024,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    visitorBudget: parseVisitorBudget(env.VISITOR_BUDGET || env.ANONYMOUS_READ_BUDGET),
    syncStreamLimits: parseStreamLimits(env.SYNC_STREAM_LIMITS),
    socialProviders: readSocialProviders(env),
    passwordHashN: env.NODE_ENV === 'test' ? 2 ** 12 : 2 ** 17, // 2 ** 17: SCRYPT.N (password.test holds them equal)
  };
}
