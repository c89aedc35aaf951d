// The access token for GraphQL calls, held in memory only (never in storage).
// The session provider sets it after sign-in and on every refresh; data code
// reads it at call time.
let current: string | null = null;
const listeners = new Set<(token: string | null) => void>();

export function getAccessToken(): string | null {
  return current;
}

export function setAccessToken(token: string | null): void {
  current = token;
  for (const listener of listeners) listener(token);
}

export function onAccessTokenChange(listener: (token: string | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
