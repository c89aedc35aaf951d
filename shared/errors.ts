// Error codes the server puts in `extensions.code`, and the i18n key each
// defaults to. Both sides read this table: the server to translate, the PWA
// to decide where an error goes (spec back-office §8).
export const ERROR_CODES = {
  BAD_USER_INPUT: 'errors.badRequest',
  UNAUTHENTICATED: 'errors.unauthenticated',
  FORBIDDEN: 'errors.forbidden',
  NOT_FOUND: 'errors.notFound',
  TOO_MANY_REQUESTS: 'errors.tooManyRequests',
  PAYLOAD_TOO_LARGE: 'errors.payloadTooLarge',
  QUERY_TOO_COMPLEX: 'errors.queryTooComplex',
  MISDIRECTED_REQUEST: 'errors.misdirectedRequest',
  INTERNAL_SERVER_ERROR: 'errors.internal',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ERROR_CODES;
}

/** HTTP-like status the spec's router uses: 403 → /403, 400 → toast, else /500. */
export function statusOfCode(code: ErrorCode): number {
  switch (code) {
    case 'FORBIDDEN':
      return 403;
    case 'INTERNAL_SERVER_ERROR':
      return 500;
    default:
      return 400;
  }
}
