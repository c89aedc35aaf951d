import type { Response } from 'express';

const FORCED = Symbol('forcedStatus');
type Forcible = Response & { [FORCED]?: { status: number; headers: Record<string, string> } };

/**
 * graphql-http always answers 200 for execution errors. A resolver that must
 * answer with another HTTP status (429) marks the response; the wrapper that
 * app.ts installs on /graphql swaps the status when the handler writes it.
 */
export function forceHttpStatus(res: Response, status: number, headers: Record<string, string> = {}): void {
  (res as Forcible)[FORCED] = { status, headers };
}

export function installStatusOverride(res: Response): void {
  const original = res.writeHead.bind(res) as (...args: unknown[]) => Response;
  (res as unknown as { writeHead: (...args: unknown[]) => Response }).writeHead = (status: unknown, ...rest: unknown[]) => {
    const forced = (res as Forcible)[FORCED];
    if (!forced) return original(status, ...rest);
    for (const [name, value] of Object.entries(forced.headers)) res.setHeader(name, value);
    // writeHead(status, statusText?, headers?): drop the old status text.
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null);
    return headers ? original(forced.status, headers) : original(forced.status);
  };
}
