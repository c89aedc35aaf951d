import { graphql, type ResultOf, type VariablesOf } from './graphql';
import { request } from './request';
import { UploadedFileFields } from './uploads';

// The offers' calls: each a document typed from the schema.

const OfferFields = graphql(
  `
    fragment OfferFields on Offer @_unmask {
      id
      title
      description
      titleEn
      descriptionEn
      date
      createdAt
      image {
        ...UploadedFileFields
      }
    }
  `,
  [UploadedFileFields],
);

const OfferList = graphql(
  `
    query OfferList($after: String, $before: String, $limit: Int) {
      offerList(after: $after, before: $before, limit: $limit) {
        rows {
          ...OfferFields
        }
        nextCursor
        previousCursor
        hasNext
        hasPrevious
      }
    }
  `,
  [OfferFields],
);

const OfferFind = graphql(
  `
    query OfferFind($id: String!) {
      offerFind(id: $id) {
        ...OfferFields
      }
    }
  `,
  [OfferFields],
);

/** The offer's page: its fields, and when and by whom it was written (not asked of a list: one lookup an author). */
const OfferDetails = graphql(
  `
    query OfferDetails($id: String!) {
      offerFind(id: $id) {
        ...OfferFields
        updatedAt
        createdByEmail
        updatedByEmail
      }
    }
  `,
  [OfferFields],
);

const OfferCreate = graphql(
  `
    mutation OfferCreate($data: OfferInput!) {
      offerCreate(data: $data) {
        ...OfferFields
      }
    }
  `,
  [OfferFields],
);

const OfferUpdate = graphql(
  `
    mutation OfferUpdate($id: String!, $data: OfferInput!) {
      offerUpdate(id: $id, data: $data) {
        ...OfferFields
      }
    }
  `,
  [OfferFields],
);

const OfferDestroy = graphql(`
  mutation OfferDestroy($id: String!) {
    offerDestroy(id: $id)
  }
`);

export type Offer = ResultOf<typeof OfferFields>;
export type OfferPage = ResultOf<typeof OfferList>['offerList'];
export type OfferInput = VariablesOf<typeof OfferCreate>['data'];

/** A page of offers, newest first: `after` a page's nextCursor, or `before` its previousCursor. */
export async function fetchOffers(input: VariablesOf<typeof OfferList>, signal?: AbortSignal): Promise<OfferPage> {
  return (await request(OfferList, input, { signal })).offerList;
}

export async function fetchOffer(id: string, signal?: AbortSignal): Promise<Offer> {
  return (await request(OfferFind, { id }, { signal })).offerFind;
}

export async function fetchOfferDetails(id: string, signal?: AbortSignal) {
  return (await request(OfferDetails, { id }, { signal })).offerFind;
}

export async function saveOffer(id: string | null, data: OfferInput): Promise<Offer> {
  if (id) return (await request(OfferUpdate, { id, data })).offerUpdate;
  return (await request(OfferCreate, { data })).offerCreate;
}

export async function deleteOffer(id: string): Promise<boolean> {
  return (await request(OfferDestroy, { id })).offerDestroy;
}
