import { GraphQLError } from 'graphql';
import { ERROR_CODES, type ErrorCode } from '../../shared/errors';
import { translator } from '../lib/i18n';
import { currentScope } from '../lib/requestScope';
import type { Logger } from '../lib/logger';

/**
 * An error meant for the user: a code for the client's routing and an i18n
 * key (with parameters) translated into the caller's language on the way out.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly messageKey: string;
  readonly params: Record<string, unknown>;
  readonly extensions: Record<string, unknown>;

  constructor(code: ErrorCode, messageKey?: string, params: Record<string, unknown> = {}, extensions: Record<string, unknown> = {}) {
    super(messageKey ?? ERROR_CODES[code]);
    this.name = 'AppError';
    this.code = code;
    this.messageKey = messageKey ?? ERROR_CODES[code];
    this.params = params;
    this.extensions = extensions;
  }
}

export const badInput = (key?: string, params?: Record<string, unknown>, extensions?: Record<string, unknown>) =>
  new AppError('BAD_USER_INPUT', key, params, extensions);
export const notFound = (key?: string) => new AppError('NOT_FOUND', key);

/**
 * The one place errors leave the GraphQL endpoint: translated message,
 * `extensions.code`, never a stack trace or an internal message.
 */
export function createErrorFormatter(logger: Logger) {
  return function formatError(error: Readonly<GraphQLError | Error>): GraphQLError {
    const formatted = format(error);
    // The answer's first error names it in the request's log line and metrics (server/lib/requestLog.ts).
    currentScope().errorCode ??= String(formatted.extensions.code);
    return formatted;
  };

  function format(error: Readonly<GraphQLError | Error>): GraphQLError {
    const t = translator(currentScope().language);
    const graphqlError = error instanceof GraphQLError ? error : undefined;
    const original = graphqlError ? graphqlError.originalError : error;
    const position = graphqlError ? { path: graphqlError.path, nodes: graphqlError.nodes } : {};

    if (original instanceof AppError) {
      return new GraphQLError(t(original.messageKey, original.params), {
        ...position,
        extensions: { ...original.extensions, code: original.code },
      });
    }
    if (graphqlError && !original) {
      // Parse, validation and variable-coercion errors: the caller sent a bad
      // operation. The detail is safe to show (it names schema fields only).
      return new GraphQLError(t('errors.badRequest'), {
        ...position,
        extensions: { code: 'BAD_USER_INPUT', detail: graphqlError.message },
      });
    }
    if (original instanceof GraphQLError) return format(original);
    logger.error({ err: original, path: graphqlError?.path, requestId: currentScope().requestId }, 'unexpected error in GraphQL');
    return new GraphQLError(t('errors.internal'), { ...position, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  }
}
