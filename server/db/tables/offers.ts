export interface OffersTable {
  id: string;
  title: string;
  description: string;
  title_en: string;
  description_en: string;
  /** JSON uploaded-file record (folder offer/images), or null. */
  image: string | null;
  /** YYYY-MM-DD */
  date: string;
  created_at: string;
  updated_at: string;
  created_by: string | null;
  updated_by: string | null;
}

export interface OfferTables {
  offers: OffersTable;
}
