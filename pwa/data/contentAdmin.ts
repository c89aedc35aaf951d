import type { ContentTypeKey } from '../../shared/contentAdmin';
import { requestText as request } from './request';

// The content back-office's doorway to the server (operations of server/modules/content/admin.ts).

export interface ContentRecord {
  id: string;
  type: ContentTypeKey;
  published: boolean;
  title: { en: string; ar: string };
  thumbnail: string | null;
  values: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
}

export interface ContentListInput {
  search?: string | null;
  published?: boolean | null;
  limit: number;
  offset: number;
}

const RECORD = 'id type published title { en ar } thumbnail values createdAt updatedAt';

export async function fetchContentList(type: ContentTypeKey, input: ContentListInput, signal?: AbortSignal): Promise<{ count: number; rows: ContentRecord[] }> {
  const data = await request<{ contentAdminList: { count: number; rows: ContentRecord[] } }>(
    `query ContentAdminList($type: ContentType!, $filter: ContentAdminFilter, $limit: Int, $offset: Int) { contentAdminList(type: $type, filter: $filter, limit: $limit, offset: $offset) { count rows { ${RECORD} } } }`,
    { type, filter: { search: input.search || null, published: input.published ?? null }, limit: input.limit, offset: input.offset },
    signal,
  );
  return data.contentAdminList;
}

export async function fetchContentRecord(type: ContentTypeKey, id: string, signal?: AbortSignal): Promise<ContentRecord> {
  const data = await request<{ contentAdminFind: ContentRecord }>(`query ContentAdminFind($type: ContentType!, $id: ID!) { contentAdminFind(type: $type, id: $id) { ${RECORD} } }`, { type, id }, signal);
  return data.contentAdminFind;
}

export async function saveContentRecord(type: ContentTypeKey, id: string | null, values: Record<string, unknown>, publish = false): Promise<ContentRecord> {
  if (id) {
    const data = await request<{ contentAdminUpdate: ContentRecord }>(
      `mutation ContentAdminUpdate($type: ContentType!, $id: ID!, $values: ContentValues!) { contentAdminUpdate(type: $type, id: $id, values: $values) { ${RECORD} } }`,
      { type, id, values },
    );
    return data.contentAdminUpdate;
  }
  const data = await request<{ contentAdminCreate: ContentRecord }>(
    `mutation ContentAdminCreate($type: ContentType!, $values: ContentValues!, $published: Boolean) { contentAdminCreate(type: $type, values: $values, published: $published) { ${RECORD} } }`,
    { type, values, published: publish },
  );
  return data.contentAdminCreate;
}

export async function publishContentRecord(type: ContentTypeKey, id: string, published: boolean): Promise<void> {
  await request('mutation ContentAdminPublish($type: ContentType!, $id: ID!, $published: Boolean!) { contentAdminPublish(type: $type, id: $id, published: $published) { id } }', { type, id, published });
}

export async function deleteContentRecord(type: ContentTypeKey, id: string): Promise<void> {
  await request('mutation ContentAdminDestroy($type: ContentType!, $id: ID!) { contentAdminDestroy(type: $type, id: $id) }', { type, id });
}

/** Branches or categories for a select: id and name, drafts included (an editor may prepare both together). */
export async function fetchContentOptions(type: 'branch' | 'category', signal?: AbortSignal): Promise<Array<{ id: string; name: { en: string; ar: string } }>> {
  const page = await fetchContentList(type, { limit: 100, offset: 0 }, signal);
  return page.rows.map((row) => ({ id: row.id, name: row.title }));
}
