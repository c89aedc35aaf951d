import type { ItemType } from '../../shared/items';
import type { CatalogInput } from '../../shared/validation/catalog';
import { requestText as request } from './request';
import type { UploadedFileView } from './settings';

// Products, spare parts and accessories: one GraphQL type, operations named
// per kind (productList, sparePartCreate, …), so every call takes the kind.

export interface CatalogEntry {
  id: string;
  kind: ItemType;
  name: string;
  itemName: string | null;
  description: string | null;
  unitPrice: number | null;
  photos: UploadedFileView[];
  barcode: string | null;
  features: string[];
  brand: string | null;
  /** Items of this entry in stock, computed by the server. */
  quantity: number;
  warrantyPeriod: number;
  productParts: string[];
  createdAt: string;
  updatedAt: string;
}

export interface CatalogFilter {
  name?: string | null;
  barcode?: string | null;
  brand?: string | null;
  warrantyPeriod?: number | null;
  inStock?: boolean | null;
  createdAtFrom?: string | null;
  createdAtTo?: string | null;
}

export interface CatalogListInput {
  filter: CatalogFilter;
  orderBy: string;
  limit: number;
  offset: number;
}

/** A part a product can be made of (a spare part or an accessory), for pickers. */
export interface PartOption {
  id: string;
  kind: 'sparePart' | 'accessory';
  name: string;
  barcode: string | null;
}

const FIELDS = 'id kind name itemName description unitPrice barcode features brand quantity warrantyPeriod productParts createdAt updatedAt photos { id name sizeInBytes publicUrl privateUrl }';

export async function fetchCatalogList(kind: ItemType, input: CatalogListInput, signal?: AbortSignal): Promise<{ count: number; rows: CatalogEntry[] }> {
  const data = await request<Record<string, { count: number; rows: CatalogEntry[] }>>(
    `query CatalogList($filter: CatalogFilter, $orderBy: String, $limit: Int, $offset: Int) { list: ${kind}List(filter: $filter, orderBy: $orderBy, limit: $limit, offset: $offset) { count rows { ${FIELDS} } } }`,
    { ...input },
    signal,
  );
  return data.list as { count: number; rows: CatalogEntry[] };
}

export async function fetchCatalogEntry(kind: ItemType, id: string, signal?: AbortSignal): Promise<CatalogEntry> {
  const data = await request<Record<string, CatalogEntry>>(`query CatalogFind($id: String!) { entry: ${kind}Find(id: $id) { ${FIELDS} } }`, { id }, signal);
  return data.entry as CatalogEntry;
}

export async function saveCatalogEntry(kind: ItemType, id: string | null, data: CatalogInput): Promise<CatalogEntry> {
  // Only products have parts; the server keeps the field for the other kinds empty.
  const input = { ...data, productParts: kind === 'product' ? data.productParts : [] };
  const result = id
    ? await request<Record<string, CatalogEntry>>(`mutation CatalogUpdate($id: String!, $data: CatalogInput!) { entry: ${kind}Update(id: $id, data: $data) { ${FIELDS} } }`, { id, data: input })
    : await request<Record<string, CatalogEntry>>(`mutation CatalogCreate($data: CatalogInput!) { entry: ${kind}Create(data: $data) { ${FIELDS} } }`, { data: input });
  return result.entry as CatalogEntry;
}

/** Deletes entries of one kind; `pinCode` when the settings ask for one. */
export async function deleteCatalogEntries(kind: ItemType, ids: string[], pinCode: string | null): Promise<boolean> {
  const data = await request<Record<string, boolean>>(`mutation CatalogDestroy($ids: [String!]!, $pinCode: String) { done: ${kind}Destroy(ids: $ids, pinCode: $pinCode) }`, { ids, pinCode });
  return data.done === true;
}

/**
 * Every spare part and accessory, by name, for the product-parts picker:
 * the spec's "fetch all options once, filter in memory" autocomplete mode
 * (parts catalogues are small), which also names the parts a product lists.
 */
export async function fetchPartOptions(signal?: AbortSignal): Promise<PartOption[]> {
  const rows = 'rows { id kind name barcode }';
  const data = await request<{ spareParts: { rows: PartOption[] }; accessories: { rows: PartOption[] } }>(
    `query PartOptions { spareParts: sparePartList(orderBy: "name_ASC", limit: 500) { ${rows} } accessories: accessoryList(orderBy: "name_ASC", limit: 500) { ${rows} } }`,
    undefined,
    signal,
  );
  return [...data.spareParts.rows, ...data.accessories.rows];
}

/** Catalog entries of any kind by name, for pickers (factory batch): limit 100 as spec §9 says. */
export async function searchCatalog(kind: ItemType, name: string, signal?: AbortSignal): Promise<CatalogEntry[]> {
  const page = await fetchCatalogList(kind, { filter: { name: name.trim() || null }, orderBy: 'name_ASC', limit: 100, offset: 0 }, signal);
  return page.rows;
}
