import i18n from 'i18next';
import { graphqlRequest } from '../lib/graphql';
import { getAccessToken } from './accessToken';

/** A GraphQL call in the UI's language with the current access token. */
export function request<T>(query: string, variables?: Record<string, unknown>, signal?: AbortSignal): Promise<T> {
  return graphqlRequest<T>(query, variables, { language: i18n.language || 'ar', token: getAccessToken(), signal });
}
