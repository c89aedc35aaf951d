import type { ContentTypeKey } from '../../shared/contentAdmin';
import { graphql, type ResultOf } from './graphql';
import { request } from './request';

// The content back-office's calls (operations of server/modules/content/admin.ts): each a document typed from the schema.

const ContentRecordFields = graphql(`
  fragment ContentRecordFields on ContentRecord @_unmask {
    id
    type
    published
    title {
      en
      ar
    }
    thumbnail
    values
    createdAt
    updatedAt
  }
`);

const ContentAdminList = graphql(
  `
    query ContentAdminList($type: ContentType!, $filter: ContentAdminFilter, $limit: Int, $offset: Int) {
      contentAdminList(type: $type, filter: $filter, limit: $limit, offset: $offset) {
        count
        rows {
          ...ContentRecordFields
        }
      }
    }
  `,
  [ContentRecordFields],
);

const ContentAdminFind = graphql(
  `
    query ContentAdminFind($type: ContentType!, $id: ID!) {
      contentAdminFind(type: $type, id: $id) {
        ...ContentRecordFields
      }
    }
  `,
  [ContentRecordFields],
);

const ContentAdminCreate = graphql(
  `
    mutation ContentAdminCreate($type: ContentType!, $values: ContentValues!, $published: Boolean) {
      contentAdminCreate(type: $type, values: $values, published: $published) {
        ...ContentRecordFields
      }
    }
  `,
  [ContentRecordFields],
);

const ContentAdminUpdate = graphql(
  `
    mutation ContentAdminUpdate($type: ContentType!, $id: ID!, $values: ContentValues!) {
      contentAdminUpdate(type: $type, id: $id, values: $values) {
        ...ContentRecordFields
      }
    }
  `,
  [ContentRecordFields],
);

const ContentAdminPublish = graphql(`
  mutation ContentAdminPublish($type: ContentType!, $id: ID!, $published: Boolean!) {
    contentAdminPublish(type: $type, id: $id, published: $published) {
      id
      published
    }
  }
`);

const ContentAdminDestroy = graphql(`
  mutation ContentAdminDestroy($type: ContentType!, $id: ID!) {
    contentAdminDestroy(type: $type, id: $id)
  }
`);

export type ContentRecord = ResultOf<typeof ContentRecordFields>;
export type ContentPage = ResultOf<typeof ContentAdminList>['contentAdminList'];

export interface ContentListInput {
  search?: string | null;
  published?: boolean | null;
  limit: number;
  offset: number;
}

export async function fetchContentList(type: ContentTypeKey, input: ContentListInput, signal?: AbortSignal): Promise<ContentPage> {
  const filter = { search: input.search || null, published: input.published ?? null };
  return (await request(ContentAdminList, { type, filter, limit: input.limit, offset: input.offset }, { signal })).contentAdminList;
}

export async function fetchContentRecord(type: ContentTypeKey, id: string, signal?: AbortSignal): Promise<ContentRecord> {
  return (await request(ContentAdminFind, { type, id }, { signal })).contentAdminFind;
}

export async function saveContentRecord(
  type: ContentTypeKey,
  id: string | null,
  values: Record<string, unknown>,
  publish = false,
): Promise<ContentRecord> {
  if (id) return (await request(ContentAdminUpdate, { type, id, values })).contentAdminUpdate;
  return (await request(ContentAdminCreate, { type, values, published: publish })).contentAdminCreate;
}

export async function publishContentRecord(type: ContentTypeKey, id: string, published: boolean): Promise<void> {
  await request(ContentAdminPublish, { type, id, published });
}

export async function deleteContentRecord(type: ContentTypeKey, id: string): Promise<boolean> {
  return (await request(ContentAdminDestroy, { type, id })).contentAdminDestroy;
}

/** Branches or categories for a select: id, name and a category's main category, drafts included (an editor may prepare both together). */
export async function fetchContentOptions(
  type: 'branch' | 'category',
  signal?: AbortSignal,
): Promise<Array<{ id: string; name: ContentRecord['title']; parentId: string | null }>> {
  const page = await fetchContentList(type, { limit: 100, offset: 0 }, signal);
  return page.rows.map((row) => ({
    id: row.id,
    name: row.title,
    parentId: typeof row.values.parentId === 'string' ? row.values.parentId : null,
  }));
}

const ContactFormList = graphql(`
  query ContactFormList($limit: Int, $offset: Int) {
    contactFormList(limit: $limit, offset: $offset) {
      count
      rows {
        id
        type
        name
        email
        companyName
        companyEmail
        phoneNumber
        message
        language
        createdAt
      }
    }
  }
`);

export type Enquiry = ResultOf<typeof ContactFormList>['contactFormList']['rows'][number];

/** The sponsor enquiries the public site's "Email Us" sent, newest first. */
export async function fetchEnquiries(paging: { limit: number; offset: number }, signal?: AbortSignal) {
  return (await request(ContactFormList, paging, { signal })).contactFormList;
}
