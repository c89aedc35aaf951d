/**
 * TRUST_PROXY as Express's `trust proxy` setting: which proxies in front may
 * tell the client's address (X-Forwarded-For), which `req.ip`, and so every
 * per-address throttle, uses.
 * - unset, `false`, `0`: none (the default: the server faces clients itself;
 *   a forged X-Forwarded-For then changes nothing);
 * - a number `n`: the n proxies nearest the server (`1`: one reverse proxy);
 * - `loopback`, `uniquelocal`, addresses or subnets, comma-separated: those
 *   (`loopback` for nginx or Caddy on the same machine);
 * - `true`: any proxy: only when nothing can reach the server but the proxy.
 */
export function parseTrustProxy(value: string | undefined): boolean | number | string {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}
