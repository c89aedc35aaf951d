import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { runInScope } from '../lib/requestScope';
import { AppError, createErrorFormatter } from './errors';

const format = createErrorFormatter(createLogger('silent'));
const inLanguage = <T>(language: 'ar' | 'en', fn: () => T) => runInScope({ language, requestId: 'test' }, fn);

describe('GraphQL error formatting', () => {
  it('translates an AppError and keeps its code', () => {
    const wrapped = new GraphQLError('x', { originalError: new AppError('FORBIDDEN'), path: ['appInfo'] });
    const en = inLanguage('en', () => format(wrapped));
    expect(en.message).toBe('Forbidden');
    expect(en.extensions.code).toBe('FORBIDDEN');
    expect(en.path).toEqual(['appInfo']);
    expect(inLanguage('ar', () => format(wrapped)).message).toBe('ممنوع');
  });

  it('hides an unexpected error behind a generic translated message', () => {
    const wrapped = new GraphQLError('SQLITE_CONSTRAINT: secret detail', { originalError: new Error('SQLITE_CONSTRAINT: secret detail') });
    const out = inLanguage('en', () => format(wrapped));
    expect(out.message).toBe('Sorry, the server is reporting an error');
    expect(out.extensions.code).toBe('INTERNAL_SERVER_ERROR');
    expect(JSON.stringify(out.toJSON())).not.toContain('secret');
    expect(out.toJSON()).not.toHaveProperty('stack');
  });

  it('passes interpolation parameters', () => {
    const wrapped = new GraphQLError('x', {
      originalError: new AppError('BAD_USER_INPUT', 'common.outdatedBrowser', { browser: 'IE 11' }),
    });
    expect(inLanguage('en', () => format(wrapped)).message).toContain('IE 11');
  });
});
