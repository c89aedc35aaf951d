import type { OfferFormValues } from '../../shared/validation/offers';
import { requestText as request } from './request';
import type { UploadedFileView } from './settings';

export interface Offer {
  id: string;
  title: string;
  description: string;
  titleEn: string;
  descriptionEn: string;
  image: UploadedFileView | null;
  date: string;
  createdAt: string;
}

export interface OfferPage {
  rows: Offer[];
  nextCursor: string | null;
  previousCursor: string | null;
  hasNext: boolean;
  hasPrevious: boolean;
}

const FIELDS = 'id title description titleEn descriptionEn date createdAt image { id name sizeInBytes publicUrl privateUrl }';

export async function fetchOffers(input: { after?: string | null; before?: string | null; limit: number }, signal?: AbortSignal): Promise<OfferPage> {
  const data = await request<{ offerList: OfferPage }>(
    `query OfferList($after: String, $before: String, $limit: Int) { offerList(after: $after, before: $before, limit: $limit) { rows { ${FIELDS} } nextCursor previousCursor hasNext hasPrevious } }`,
    input,
    signal,
  );
  return data.offerList;
}

export async function fetchOffer(id: string, signal?: AbortSignal): Promise<Offer> {
  return (await request<{ offerFind: Offer }>(`query OfferFind($id: String!) { offerFind(id: $id) { ${FIELDS} } }`, { id }, signal)).offerFind;
}

export async function saveOffer(id: string | null, data: OfferFormValues): Promise<Offer> {
  if (id) return (await request<{ offerUpdate: Offer }>(`mutation OfferUpdate($id: String!, $data: OfferInput!) { offerUpdate(id: $id, data: $data) { ${FIELDS} } }`, { id, data })).offerUpdate;
  return (await request<{ offerCreate: Offer }>(`mutation OfferCreate($data: OfferInput!) { offerCreate(data: $data) { ${FIELDS} } }`, { data })).offerCreate;
}

export async function deleteOffer(id: string): Promise<boolean> {
  return (await request<{ offerDestroy: boolean }>('mutation OfferDestroy($id: String!) { offerDestroy(id: $id) }', { id })).offerDestroy;
}
