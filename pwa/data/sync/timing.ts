// The sync engine's clock (issue 41: a confirmed sale reaches the server within seconds of the network's return, with
// no reload and no tap). While actions wait and the server does not answer, the engine tries again after 1, 2, 4, then
// every 4 seconds; so once the network is back, the next try is at most 4 s away plus its own round trip. A request
// that gets no answer is given up after its timeout (a network that takes requests and never answers: Wi-Fi without
// internet), so a try is never stuck behind a dead one for long.

export const RETRY_FIRST_MS = 1_000;
export const RETRY_MAX_MS = 4_000;
/** With nothing waiting and no poke: a pull this often anyway (a poke lost, a stream refused). */
export const POLL_MS = 60_000;
/** A push of one batch (at most 50 actions, a few kB each way). */
export const PUSH_TIMEOUT_MS = 8_000;
/** A pull page (up to 1,000 items, a few hundred kB). */
export const PULL_TIMEOUT_MS = 30_000;
/**
 * The poke stream: reconnect after 1 s, doubling to 4 s (like a push: the stream is how a phone hears of the others'
 * work once its network is back, so it must not sleep through the return); no answer within POKE_CONNECT_MS means a
 * network that takes requests and never answers; silence longer than POKE_SILENCE_MS means the stream died (the
 * server pings every 25 s).
 */
export const POKE_RETRY_FIRST_MS = 1_000;
export const POKE_RETRY_MAX_MS = 4_000;
export const POKE_CONNECT_MS = 8_000;
export const POKE_SILENCE_MS = 45_000;
