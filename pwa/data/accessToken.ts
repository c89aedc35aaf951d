/**
 * The access token for GraphQL calls. The one place screens get it from;
 * the session provider (being built separately) will wire it here.
 */
export function getAccessToken(): string | null {
  return null;
}
