import { bilingualNameOf } from '../../db/names';
import type { ApplicationRow, SellerRow } from './sellers.repository';

/** The one way an outlet leaves the server; GraphQL adds `name` in the caller's language (graphql/localName.ts). */
export function presentSeller(row: SellerRow) {
  return {
    id: row.id,
    sellerType: row.seller_type,
    distributorType: row.distributor_type,
    status: row.status,
    ...bilingualNameOf(row),
    companyName: row.company_name,
    branchName: row.branch_name,
    distributorName: row.distributor_name,
    wholesalerName: row.wholesaler_name,
    telephone: row.telephone,
    isOnlineStore: row.is_online_store === 1,
    websiteUrl: row.website_url,
    taxFacilityNumber: row.tax_facility_number,
    area: JSON.parse(row.area) as string[],
    manager: row.manager,
    managerName: row.manager_name,
    managerPhone: row.manager_phone,
    address: row.address,
    countryId: row.country_id,
    cityId: row.city_id,
    regionId: row.region_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    createdBy: row.created_by,
    updatedBy: row.updated_by,
  };
}

export function presentApplication(row: ApplicationRow) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phone_number,
    city: row.city,
    distributorType: row.distributor_type,
    status: row.status,
    createdAt: row.created_at,
  };
}
