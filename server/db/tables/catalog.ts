import type { ItemType } from '../../../shared/items';

export interface CatalogEntriesTable {
  id: string;
  kind: ItemType;
  /** The sort and search key: name_ar, else name_en (shared/names.ts primaryName). */
  name: string;
  name_ar: string | null;
  name_en: string | null;
  item_name: string | null;
  description: string | null;
  unit_price: number | null;
  /** JSON array of uploaded files. */
  photos: string;
  barcode: string | null;
  /** JSON array of strings. */
  features: string;
  brand: string | null;
  /** Items of this entry with status inStock; maintained by the item commands. */
  quantity: number;
  warranty_period: number;
  /** JSON array of catalog ids (products only). */
  product_parts: string;
  created_at: string;
  updated_at: string;
  created_by: string | null;
  updated_by: string | null;
  sync_seq: number;
}

export interface CatalogTables {
  catalog_entries: CatalogEntriesTable;
}
