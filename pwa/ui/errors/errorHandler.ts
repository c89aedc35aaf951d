import type { TFunction } from 'i18next';
import { statusOfCode } from '../../../shared/errors';
import { GraphQLRequestError } from '../../lib/graphql';

/** An error carrying an identity code such as `auth/user-disabled` (spec §8 sign-in codes). */
export class AuthCodeError extends Error {
  constructor(readonly authCode: string) {
    super(authCode);
    this.name = 'AuthCodeError';
  }
}

/** An error raised by the PWA itself with a message key (e.g. "no data to export"). */
export class CustomError extends Error {
  constructor(
    readonly messageKey: string,
    readonly params: Record<string, unknown> = {},
  ) {
    super(messageKey);
    this.name = 'CustomError';
  }
}

/**
 * Spec §8 message choice, in order: first GraphQL error message, then the
 * network error's first message, then the translated identity code, then the
 * custom message, then the error's own message; default "Sorry, an error occurred".
 */
export function chooseErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof GraphQLRequestError) {
    const graphql = error.graphQLErrors[0]?.message;
    if (graphql) return graphql;
    const network = error.networkError?.messages[0];
    if (network) return error.networkError?.status === 0 ? t('errors.network') : network;
  }
  if (error instanceof AuthCodeError) {
    const key = `auth.codes.${error.authCode.replace(/^auth\//, '')}`;
    const translated = t(key, { defaultValue: '' });
    if (translated) return translated;
  }
  if (error instanceof CustomError) return t(error.messageKey, error.params);
  if (error instanceof Error && error.message) return error.message;
  return t('errors.default');
}

/**
 * Spec §8 status: the network or HTTP status when there is one; a GraphQL,
 * identity or custom error counts as 400 (403 for FORBIDDEN); anything else 500.
 * A request that never reached the server counts as 400 too, so an offline
 * seller sees a toast instead of an error page (docs/decisions.md).
 */
export function errorStatus(error: unknown): number {
  if (error instanceof GraphQLRequestError) {
    if (error.graphQLErrors.length) return error.code ? statusOfCode(error.code) : 400;
    const status = error.networkError?.status ?? 500;
    return status === 0 ? 400 : status;
  }
  if (error instanceof AuthCodeError || error instanceof CustomError) return 400;
  return 500;
}

export type ErrorRoute = { kind: 'page'; code: 403 | 500 } | { kind: 'toast'; message: string };

/** Where an error goes: 403 → /403, 400 → red toast with the message, anything else → /500. */
export function routeError(error: unknown, t: TFunction): ErrorRoute {
  const status = errorStatus(error);
  if (status === 403) return { kind: 'page', code: 403 };
  if (status === 400 || status === 401 || status === 404 || status === 409 || status === 422 || status === 429) {
    return { kind: 'toast', message: chooseErrorMessage(error, t) };
  }
  return { kind: 'page', code: 500 };
}
