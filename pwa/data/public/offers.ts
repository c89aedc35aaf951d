import { graphql, type VariablesOf } from '../graphql';
import { request } from '../request';
import { LocalizedText, PageInfo, read } from './common';

// Discounts members get outside the club (medical, restaurants) and the
// activities for non-athletes.

const DiscountFields = graphql(
  `
    fragment DiscountFields on Discount @_unmask {
      id
      type
      name {
        ...LocalizedText
      }
      description {
        ...LocalizedText
      }
      addresses {
        ...LocalizedText
      }
      pohoneNumbers
      offers {
        ...LocalizedText
      }
      banner
      logo
    }
  `,
  [LocalizedText],
);

const DiscountList = graphql(
  `
    query DiscountList($filter: DiscountFilter, $pagination: PaginationInput) {
      discountsList(filter: $filter, pagination: $pagination) {
        pagination {
          ...PageInfo
        }
        count
        rows {
          ...DiscountFields
        }
      }
    }
  `,
  [PageInfo, DiscountFields],
);

const DiscountFind = graphql(
  `
    query DiscountFind($id: ID!) {
      discountsFind(id: $id) {
        ...DiscountFields
      }
    }
  `,
  [DiscountFields],
);

const ActivityFields = graphql(
  `
    fragment ActivityFields on Activity @_unmask {
      id
      logo
      name {
        ...LocalizedText
      }
      details {
        title {
          ...LocalizedText
        }
        subject {
          ...LocalizedText
        }
      }
    }
  `,
  [LocalizedText],
);

const ActivityList = graphql(
  `
    query ActivityList($pagination: PaginationInput) {
      activityList(pagination: $pagination) {
        pagination {
          ...PageInfo
        }
        count
        rows {
          ...ActivityFields
        }
      }
    }
  `,
  [PageInfo, ActivityFields],
);

const ActivityFind = graphql(
  `
    query ActivityFind($id: ID!) {
      activityFind(id: $id) {
        ...ActivityFields
      }
    }
  `,
  [ActivityFields],
);

export type DiscountType = NonNullable<NonNullable<VariablesOf<typeof DiscountList>['filter']>['type']>;

/** A page of one kind of discount in one branch (its id or slug). */
export async function fetchDiscountPage(type: DiscountType, page: number, branch: string, signal?: AbortSignal) {
  return (await request(DiscountList, { pagination: { page }, filter: { branchId: branch, type } }, read(signal))).discountsList;
}

/** One discount, when it is of `type` (a medical discount is not found among the restaurants' ones). */
export async function fetchDiscount(type: DiscountType, id: string, signal?: AbortSignal) {
  const discount = (await request(DiscountFind, { id }, read(signal))).discountsFind;
  return discount?.type === type ? discount : null;
}

/** The activities for non-athletes belong to no branch. */
export async function fetchActivityPage(page: number, signal?: AbortSignal) {
  return (await request(ActivityList, { pagination: { page } }, read(signal))).activityList;
}

export async function fetchActivity(id: string, signal?: AbortSignal) {
  return (await request(ActivityFind, { id }, read(signal))).activityFind;
}

// The club's offers (kept in the back-office): newest first, walked by cursors.
const PublicOfferList = graphql(`
  query PublicOfferList($after: String, $before: String, $limit: Int) {
    publicOfferList(after: $after, before: $before, limit: $limit) {
      rows {
        id
        title
        titleEn
        description
        descriptionEn
        image {
          publicUrl
        }
        date
      }
      nextCursor
      previousCursor
      hasNext
      hasPrevious
    }
  }
`);

/** Spec public §4: a batch of nine (three rows of three cards on a wide screen). */
export const PUBLIC_OFFER_BATCH = 9;

/** A batch after (older than) or before (newer than) a cursor; the newest batch without either. */
export async function fetchPublicOffers(position: { after: string | null; before: string | null }, signal?: AbortSignal) {
  return (await request(PublicOfferList, { ...position, limit: PUBLIC_OFFER_BATCH }, read(signal))).publicOfferList;
}
