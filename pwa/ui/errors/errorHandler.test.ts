import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../lib/graphql';
import { AuthCodeError, chooseErrorMessage, CustomError, errorStatus, routeError } from './errorHandler';

const known: Record<string, string> = {
  'errors.default': 'Sorry, an error occurred',
  'errors.network': 'The server cannot be reached.',
  'auth.codes.user-disabled': 'Your account is disabled.',
  'common.noData': 'no data to export',
};
const t = ((key: string, options?: { defaultValue?: string }) => known[key] ?? options?.defaultValue ?? key) as unknown as TFunction;

describe('chooseErrorMessage (spec §8 order)', () => {
  it('takes the first GraphQL error message before anything else', () => {
    const error = new GraphQLRequestError([{ message: 'first', extensions: { code: 'BAD_USER_INPUT' } }, { message: 'second' }], {
      status: 502,
      messages: ['bad gateway'],
    });
    expect(chooseErrorMessage(error, t)).toBe('first');
  });
  it('then the network error’s first message', () => {
    expect(chooseErrorMessage(new GraphQLRequestError([], { status: 502, messages: ['Bad Gateway', 'x'] }), t)).toBe('Bad Gateway');
  });
  it('says the server cannot be reached when the request never left', () => {
    expect(chooseErrorMessage(new GraphQLRequestError([], { status: 0, messages: ['Failed to fetch'] }), t)).toBe(
      'The server cannot be reached.',
    );
  });
  it('then the translated identity code', () => {
    expect(chooseErrorMessage(new AuthCodeError('auth/user-disabled'), t)).toBe('Your account is disabled.');
  });
  it('falls back to the error’s own message for an unknown identity code', () => {
    expect(chooseErrorMessage(new AuthCodeError('auth/strange'), t)).toBe('auth/strange');
  });
  it('then the custom message', () => {
    expect(chooseErrorMessage(new CustomError('common.noData'), t)).toBe('no data to export');
  });
  it('then the error’s own message, then the default', () => {
    expect(chooseErrorMessage(new Error('boom'), t)).toBe('boom');
    expect(chooseErrorMessage(new Error(''), t)).toBe('Sorry, an error occurred');
    expect(chooseErrorMessage('not an error', t)).toBe('Sorry, an error occurred');
  });
});

describe('errorStatus and routeError', () => {
  it('sends FORBIDDEN to /403', () => {
    const error = new GraphQLRequestError([{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }]);
    expect(errorStatus(error)).toBe(403);
    expect(routeError(error, t)).toEqual({ kind: 'page', code: 403 });
  });
  it('shows GraphQL, identity and custom errors as a toast', () => {
    const gql = new GraphQLRequestError([{ message: 'Pin code is not correct', extensions: { code: 'BAD_USER_INPUT' } }]);
    expect(routeError(gql, t)).toEqual({ kind: 'toast', message: 'Pin code is not correct' });
    expect(routeError(new AuthCodeError('auth/user-disabled'), t)).toEqual({ kind: 'toast', message: 'Your account is disabled.' });
    expect(routeError(new CustomError('common.noData'), t).kind).toBe('toast');
  });
  it('uses the HTTP status of a network error', () => {
    expect(errorStatus(new GraphQLRequestError([], { status: 403, messages: [] }))).toBe(403);
    expect(routeError(new GraphQLRequestError([], { status: 503, messages: ['down'] }), t)).toEqual({ kind: 'page', code: 500 });
  });
  it('sends an internal server error and anything unknown to /500', () => {
    const internal = new GraphQLRequestError([{ message: 'x', extensions: { code: 'INTERNAL_SERVER_ERROR' } }]);
    expect(routeError(internal, t)).toEqual({ kind: 'page', code: 500 });
    expect(routeError(new TypeError('x is undefined'), t)).toEqual({ kind: 'page', code: 500 });
  });
});
