import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from './fieldErrors';
import { GraphQLRequestError } from './graphql';

describe('serverFieldErrors', () => {
  it('takes the first key per top-level field', () => {
    const error = new GraphQLRequestError([
      {
        message: 'x',
        extensions: {
          code: 'BAD_USER_INPUT',
          fields: { barcode: 'catalog.errors.barcodeTaken', 'features.2': 'validation.maxChars', features: 'validation.maxItems' },
        },
      },
    ]);
    expect(serverFieldErrors(error)).toEqual({ barcode: 'catalog.errors.barcodeTaken', features: 'validation.maxChars' });
  });
  it('is empty for other errors', () => {
    expect(serverFieldErrors(new Error('x'))).toEqual({});
    expect(serverFieldErrors(new GraphQLRequestError([{ message: 'x' }]))).toEqual({});
  });
});
