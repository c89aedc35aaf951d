import { z } from 'zod';
import { SELLER_STATUSES } from '../items/states';
import {
  bilingualNameFields,
  EVEN_WITH_FIELD_ISSUES,
  isHttpUrl,
  optionalName,
  optionalText,
  pagingSchema,
  phoneSchema,
  requireOneName,
  requiredName,
  listSort,
  sortSchema,
  filterSchema,
} from './common';
import { emailSchema } from './user';

export const SELLER_TYPES = ['branch', 'distributor'] as const;
export type SellerType = (typeof SELLER_TYPES)[number];
export const DISTRIBUTOR_TYPES = ['retailer', 'wholesaler'] as const;
export const SELLER_TABS = ['current', 'new', 'renewal', 'old', 'all'] as const;

const optionalPhone = phoneSchema
  .nullish()
  .or(z.literal(''))
  .transform((v) => (v ? v : null));

// Spec §3 Seller; the 3-step wizard sends it in one piece at the end
// (main data, manager details, location).
export const sellerInputSchema = z
  .object({
    sellerType: z.enum(SELLER_TYPES, { message: 'validation.mustBeSelected' }),
    distributorType: z
      .enum(DISTRIBUTOR_TYPES, { message: 'validation.mustBeSelected' })
      .nullish()
      .transform((v) => v ?? null),
    ...bilingualNameFields(200),
    companyName: optionalName(200),
    branchName: optionalName(200),
    distributorName: optionalName(200),
    wholesalerName: optionalName(200),
    telephone: optionalPhone,
    isOnlineStore: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
    // http(s) only: the seller's page links it, and z.url() alone lets javascript: through.
    websiteUrl: z
      .string()
      .trim()
      .max(2048, 'validation.maxChars')
      .refine((v) => v === '' || isHttpUrl(v), 'validation.url')
      .nullish()
      .transform((v) => (v ? v : null)),
    taxFacilityNumber: optionalText(64),
    area: z
      .array(requiredName(120))
      .max(50, 'validation.maxItems')
      .nullish()
      .transform((v) => v ?? []),
    manager: optionalName(200),
    managerName: optionalName(200),
    managerPhone: optionalPhone,
    address: optionalText(500),
    countryId: z
      .string()
      .max(64)
      .nullish()
      .transform((v) => v || null),
    cityId: z
      .string()
      .max(64)
      .nullish()
      .transform((v) => v || null),
    regionId: z
      .string()
      .max(64)
      .nullish()
      .transform((v) => v || null),
  })
  .superRefine((v, ctx) => {
    requireOneName(v, ctx);
    if (v.sellerType === 'distributor' && !v.distributorType)
      ctx.addIssue({ code: 'custom', path: ['distributorType'], message: 'validation.mustBeSelected' });
  }, EVEN_WITH_FIELD_ISSUES);
export type SellerInput = z.infer<typeof sellerInputSchema>;

export const sellerStatusSchema = z.enum(SELLER_STATUSES, { message: 'validation.mustBeSelected' });

export const SELLER_SORT = listSort(['name', 'status', 'createdAt', 'updatedAt'], 'createdAt_DESC');

export type SellerSortField = (typeof SELLER_SORT.fields)[number];

export const sellerListSchema = pagingSchema.extend({
  filter: filterSchema({
    tab: z.enum(SELLER_TABS).nullish(),
    sellerType: z.enum(SELLER_TYPES).nullish(),
    distributorType: z.enum(DISTRIBUTOR_TYPES).nullish(),
    status: sellerStatusSchema.nullish(),
    name: optionalText(200),
    cityId: z.string().nullish(),
  }),
  orderBy: sortSchema(SELLER_SORT),
});
export type SellerListInput = z.infer<typeof sellerListSchema>;

export const applicationInputSchema = z.object({
  name: requiredName(200),
  email: emailSchema,
  phoneNumber: phoneSchema,
  city: requiredName(120),
  distributorType: z.enum(DISTRIBUTOR_TYPES, { message: 'validation.mustBeSelected' }),
});
export type ApplicationInput = z.infer<typeof applicationInputSchema>;

export const geoInputSchema = z.object({
  nameEn: requiredName(120),
  nameAr: requiredName(120),
  parentId: z
    .string()
    .max(64)
    .nullish()
    .transform((v) => v || null),
});
export type GeoInput = z.infer<typeof geoInputSchema>;

/** Every field of a seller beyond its type and name, empty: the seeds and benches fill in what they need. */
export const NO_SELLER_DETAILS: Omit<SellerInput, 'sellerType' | 'nameAr' | 'nameEn'> = {
  distributorType: null,
  companyName: null,
  branchName: null,
  distributorName: null,
  wholesalerName: null,
  telephone: null,
  isOnlineStore: false,
  websiteUrl: null,
  taxFacilityNumber: null,
  area: [],
  manager: null,
  managerName: null,
  managerPhone: null,
  address: null,
  countryId: null,
  cityId: null,
  regionId: null,
};
