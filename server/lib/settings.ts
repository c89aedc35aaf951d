/**
 * Every setting the server and its operator scripts read from the environment, once: `readConfig` reads these
 * names only (a test scans `server/` and the operator scripts for any other), and the README's settings table and
 * `.env.example` are written from this list by `npm run docs:settings` (a test fails when they drift).
 */
export interface Setting {
  /** The variables of one row (a pair that only means something together shares one). */
  names: readonly string[];
  /** An older name still read when the first is unset. */
  aliases?: readonly string[];
  /** What applies when it is unset, as the README says it. */
  default: string;
  /** Markdown, one paragraph. */
  meaning: string;
  /** `.env.example`'s value for each name, written commented out: a copied file changes nothing until edited. */
  example?: string;
  /** A setting for this repository's own tests and tools, not for an install: left out of `.env.example`. */
  internal?: boolean;
}

export const SETTINGS: readonly Setting[] = [
  {
    names: ['ENV_FILE'],
    default: '`.env` (when it exists)',
    meaning:
      'the settings file read at start by the server and by `create-owner`, `backup` and `restore`: one `NAME=value` a line. A variable already set in the environment wins over the file. Named but missing, the start stops (exit 78). The start banner says which file was read and which mode runs',
  },
  { names: ['PORT'], default: '`3000`', meaning: 'port to listen on (`0`: any free port)', example: '3000' },
  { names: ['HOST'], default: '`127.0.0.1`', meaning: 'interface to listen on', example: '127.0.0.1' },
  {
    names: ['PUBLIC_URL'],
    default: 'demo: `http://HOST:PORT`; production: none, required',
    meaning:
      "the address people reach the site at, e.g. `https://club.example.org`: every link the server writes (password-reset, invitation and verification mails, the social sign-in redirect, page metadata, the sitemap) points there, never at the request's `Host`. Production refuses to start without it (exit 78) and answers 421 `MISDIRECTED_REQUEST` to a request naming another host (save `/healthz` and `/metrics` from the machine itself)",
    example: 'https://club.example.org',
  },
  {
    names: ['NODE_ENV'],
    default: 'unset',
    meaning: '`production`: the production mode (see [Demo and production](#demo-and-production)); anything else is the demo',
    example: 'production',
  },
  {
    names: ['DATABASE_FILE'],
    default: '`./data/app.sqlite`',
    meaning:
      "the SQLite database; created and migrated at start, readable by the server's user only (the file, its `-wal` and `-shm` 0600; its folder 0700 when the server makes it)",
    example: './data/app.sqlite',
  },
  {
    names: ['DATABASE_URL'],
    default: 'unset',
    meaning:
      '`postgres://user:password@host:5432/name`: use this PostgreSQL database instead of the SQLite file (see [Running beyond one machine](#running-beyond-one-machine))',
    example: 'postgres://aqua:password@127.0.0.1:5432/aqua',
  },
  {
    names: ['UPLOADS_DIR'],
    default: '`uploads` beside `DATABASE_FILE` (`./data/uploads`)',
    meaning: 'where uploaded files are kept; on PostgreSQL with several processes, one folder they all see',
    example: './data/uploads',
  },
  {
    names: ['JWT_SECRET'],
    default: 'generated',
    meaning: 'secret for access tokens; when unset, one is generated on first start and kept in the database',
    example: '',
  },
  {
    names: ['SMTP_URL'],
    default: 'unset',
    meaning:
      'outgoing mail, e.g. `smtp://user:pass@mail.example.com:587`; unset, mails are stored in the database outbox (`/dev/mail` in the demo)',
    example: '',
  },
  {
    names: ['MAIL_FROM'],
    default: '`no-reply@aqua-club.local`',
    meaning:
      "the sender of every mail sent over `SMTP_URL`; set it to an address of the site's domain, or mail providers may reject the mail",
    example: 'Aqua Club <no-reply@club.example.org>',
  },
  {
    names: ['SMS_URL', 'SMS_TOKEN'],
    default: 'unset',
    meaning:
      'SMS gateway for member sign-in codes (POST `{to, text}` as JSON, `SMS_TOKEN` as a bearer token); unset, codes go to the outbox (`/dev/mail`)',
    example: '',
  },
  {
    names: ['SEED_DEMO'],
    default: '`1`',
    meaning: 'demo mode: seed demo data into a new database; `0` skips it. Ignored in production',
    example: '1',
  },
  {
    names: ['DEMO_PASSWORD'],
    default: '`demo12345`',
    meaning: 'password of the demo accounts (demo data only)',
    example: 'demo12345',
  },
  {
    names: ['LOG_LEVEL'],
    default: '`info`',
    meaning: 'pino log level: `fatal`, `error`, `warn`, `info`, `debug`, `silent` (`silent` in tests)',
    example: 'info',
  },
  {
    names: ['OIDC_GOOGLE_CLIENT_ID', 'OIDC_GOOGLE_CLIENT_SECRET'],
    default: 'unset',
    meaning:
      'social sign-in with Google (OpenID Connect); the sign-in and sign-up screens show "Continue with Google" only when both are set. Register `https://<your host>/oidc/google/callback` as the redirect URI',
    example: '',
  },
  {
    names: ['OIDC_FACEBOOK_CLIENT_ID', 'OIDC_FACEBOOK_CLIENT_SECRET'],
    default: 'unset',
    meaning: 'the same for Facebook (`/oidc/facebook/callback`)',
    example: '',
  },
  {
    names: ['OIDC_GOOGLE_ISSUER', 'OIDC_FACEBOOK_ISSUER'],
    default: '`https://accounts.google.com`, `https://www.facebook.com`',
    meaning: "the provider's OpenID issuer, for a provider reached through a broker (Auth0, Keycloak) or a test provider",
    example: '',
  },
  {
    names: ['GRAPHQL_BODY_LIMIT'],
    default: '`1048576`',
    meaning: 'the largest `/graphql` request body, in bytes; larger ones answer 413 and are not kept',
    example: '1048576',
  },
  {
    names: ['VISITOR_BUDGET'],
    aliases: ['ANONYMOUS_READ_BUDGET'],
    default: '`60000/10000/6/48`',
    meaning:
      "what a client address may spend on everything asked without a staff account (page loads, GraphQL, uploads; visitors, open sign-up and club member accounts alike): `<burst>/<per second>` in list cost (a query its list cost, a page load 20,000 on entry, settled to 100 per millisecond it took, any other request 100, a static file 5), optionally `/<running at once per address>/<running at once in all>`; over it, 429 `TOO_MANY_REQUESTS` with `Retry-After`. A request with a staff account's token (one with a role) is never charged. Raise it when many visitors share one address (a NAT) and meet it. `ANONYMOUS_READ_BUDGET`, its older name, is read when it is unset",
    example: '60000/10000/6/48',
  },
  {
    names: ['SYNC_STREAM_LIMITS'],
    default: '`4/64/2000`',
    meaning:
      'change streams (`GET /sync/events`) open at once: `<per account>/<per client address>/<per process>`; past one, 429 with `Retry-After`. Raise the second when many phones reach the server from one address',
    example: '4/64/2000',
  },
  {
    names: ['TRUST_PROXY'],
    default: 'unset',
    meaning:
      "which reverse proxy may name the client's address (`loopback`, an address or subnet, a hop count); see [Deploying](#deploying)",
    example: 'loopback',
  },
  {
    names: ['METRICS_TOKEN'],
    default: 'unset',
    meaning:
      '`/metrics` answers only a request bearing `Authorization: Bearer <this>`; unset, only this machine (see [Monitoring](#monitoring))',
    example: '',
  },
  {
    names: ['UPGRADE_BACKUP'],
    default: '`1`',
    meaning:
      'production: back the database up before migrating it (`0`: migrate without), into `backups/pre-upgrade/` beside `DATABASE_FILE`, on PostgreSQL too (its `pg_dump` goes there); see [Upgrading](#upgrading)',
    example: '1',
  },
  {
    names: ['BUILD_COMMIT'],
    default: 'unset',
    meaning: "the commit `/healthz` reports, for a deploy without `.git` (else git's, else `dist/build.json`'s)",
    example: '',
  },
  {
    names: ['STATIC_DIR'],
    default: '`./dist`',
    meaning: 'the built PWA the server serves (`npm run build` writes it)',
    internal: true,
  },
];

/** Every variable name the list declares, aliases included. */
export const SETTING_NAMES: ReadonlySet<string> = new Set(SETTINGS.flatMap((setting) => [...setting.names, ...(setting.aliases ?? [])]));
