import { graphql, type ResultOf } from '../graphql';
import { isServerSide, type CallOptions } from '../request';
import { readVisitorId } from './visitor';

// What the public site's documents share: texts in both languages, a page's
// position, a record's likes and views, and how reads and visitor actions go.

export const LocalizedText = graphql(`
  fragment LocalizedText on Localized @_unmask {
    en
    ar
  }
`);

export const PageInfo = graphql(`
  fragment PageInfo on Pagination @_unmask {
    page
    pageCount
    isFirstPage
    isLastPage
  }
`);

export const EngagementFields = graphql(`
  fragment EngagementFields on Engagement @_unmask {
    id
    likesCount
    viewsCount
    liked
  }
`);

/** A text in Arabic and English. */
export type Localized = ResultOf<typeof LocalizedText>;
export type Pagination = ResultOf<typeof PageInfo>;
/** A record's likes and views as this visitor sees them. */
export type Engagement = ResultOf<typeof EngagementFields>;

/** A public read: GET, so the browser and the service worker can cache it. */
export function read(signal: AbortSignal | undefined): CallOptions {
  return { signal, method: 'GET' };
}

/**
 * A like, view or form: POST as this visitor, so each visitor counts once. The
 * server's render runs as the request's visitor already (server/web/ssr.ts).
 */
export function asVisitor(): CallOptions {
  return { headers: isServerSide() ? {} : { 'x-visitor-id': readVisitorId() } };
}
