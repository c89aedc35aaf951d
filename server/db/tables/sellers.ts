import type { ApplicationStatus, SellerStatus } from '../../../shared/items';

export interface SellersTable {
  id: string;
  seller_type: 'branch' | 'distributor';
  distributor_type: 'retailer' | 'wholesaler' | null;
  status: SellerStatus;
  /** The sort and search key: name_ar, else name_en (shared/names.ts primaryName). */
  name: string;
  name_ar: string | null;
  name_en: string | null;
  company_name: string | null;
  branch_name: string | null;
  distributor_name: string | null;
  wholesaler_name: string | null;
  telephone: string | null;
  is_online_store: number;
  website_url: string | null;
  tax_facility_number: string | null;
  /** JSON array of distribution areas. */
  area: string;
  manager: string | null;
  manager_name: string | null;
  manager_phone: string | null;
  address: string | null;
  /** The governorate (every outlet is in Egypt: docs/decisions.md). */
  country_id: string | null;
  city_id: string | null;
  region_id: string | null;
  created_at: string;
  updated_at: string;
  created_by: string | null;
  updated_by: string | null;
  sync_seq: number;
}

/** A seller account belongs to one outlet. */
export interface UserSellersTable {
  user_id: string;
  seller_id: string;
  created_at: string;
}

export interface ApplicationsTable {
  id: string;
  name: string;
  email: string;
  phone_number: string;
  city: string;
  distributor_type: string;
  status: ApplicationStatus;
  created_at: string;
  updated_at: string;
  updated_by: string | null;
}

export interface SellerTables {
  sellers: SellersTable;
  user_sellers: UserSellersTable;
  applications: ApplicationsTable;
}
