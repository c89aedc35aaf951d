import type { Localized, Pagination } from '../../../data/public/common';
import { fetchActivity, fetchActivityPage, fetchDiscount, fetchDiscountPage, type DiscountType } from '../../../data/public/offers';
import {
  fetchClinicPage,
  fetchCulturalPage,
  fetchKindergarten,
  fetchKindergartenPage,
  fetchLibraryPage,
  fetchParkingPage,
  fetchRestaurant,
  fetchRestaurantPage,
  fetchTelecom,
  fetchTelecomPage,
} from '../../../data/public/services';

// The service sections that share one list page and one detail page: where
// their records come from, and how a record becomes the common card.

/** The common face of the service records (restaurants, telecom, library, …) a generic card shows. */
export interface ServiceItem {
  id: string;
  title: Localized;
  /** An i18n key shown instead of `title` (records that have no name of their own). */
  titleKey?: string;
  description: Localized;
  image: string | null;
  logo: string | null;
  phone: string | null;
  openHours: Localized | null;
  location: Localized | null;
  adminName: Localized | null;
  extra: Array<{ label: string; value: Localized | string }>;
  images: string[];
}

export interface ServiceSection {
  titleKey: string;
  path: string;
  /** Listed by the current branch. */
  branch: boolean;
  list(page: number, branch: string, signal: AbortSignal): Promise<{ pagination: Pagination; rows: ServiceItem[] }>;
  /** Sections with a detail page: one record, null when there is none. */
  find?(id: string, signal: AbortSignal): Promise<ServiceItem | null>;
}

interface Source<Row> {
  titleKey: string;
  path: string;
  branch: boolean;
  list(page: number, branch: string, signal: AbortSignal): Promise<{ pagination: Pagination; rows: Row[] }>;
  find?(id: string, signal: AbortSignal): Promise<Row | null>;
  map(row: Row): ServiceItem;
}

/** A section whose records (each section's own fields) are shown as ServiceItem cards. */
function section<Row>({ map, list, find, ...rest }: Source<Row>): ServiceSection {
  return {
    ...rest,
    list: async (page, branch, signal) => {
      const { pagination, rows } = await list(page, branch, signal);
      return { pagination, rows: rows.map(map) };
    },
    find: find && (async (id, signal) => ((row) => row && map(row))(await find(id, signal))),
  };
}

/** The fields the service records have in common, each optional. */
interface CommonFields {
  id: string;
  name?: Localized;
  title?: Localized;
  description?: Localized;
  banner?: string | null;
  logo?: string | null;
  phoneNumber?: string | null;
  adminPhoneNumber?: string | null;
  openHours?: Localized;
  location?: Localized;
  adminName?: Localized;
  images?: string[];
}

const NO_TEXT: Localized = { en: '', ar: '' };

function item(row: CommonFields, over: Partial<ServiceItem>): ServiceItem {
  return {
    id: row.id,
    title: row.name ?? row.title ?? NO_TEXT,
    description: row.description ?? NO_TEXT,
    image: row.banner || null,
    logo: row.logo || null,
    phone: row.phoneNumber || row.adminPhoneNumber || null,
    openHours: row.openHours ?? null,
    location: row.location ?? null,
    adminName: row.adminName ?? null,
    extra: [],
    images: row.images ?? [],
    ...over,
  };
}

const discounts = (type: DiscountType, titleKey: string, path: string) =>
  section({
    titleKey,
    path,
    branch: true,
    list: (page, branch, signal) => fetchDiscountPage(type, page, branch, signal),
    find: (id, signal) => fetchDiscount(type, id, signal),
    map: (r) =>
      item(r, {
        phone: r.pohoneNumbers[0] ?? null,
        location: r.addresses,
        extra: [{ label: 'public.fields.offers', value: r.offers }],
      }),
  });

export const SERVICE_SECTIONS = {
  restaurants: section({
    titleKey: 'public.sections.restaurants',
    path: '/restaurant',
    branch: true,
    list: fetchRestaurantPage,
    find: fetchRestaurant,
    map: (r) => item(r, { images: r.menus }),
  }),
  clinics: section({
    titleKey: 'public.sections.clinics',
    path: '/clinic',
    branch: true,
    list: fetchClinicPage,
    map: (r) =>
      item(r, {
        titleKey: 'public.clinics.centre',
        extra: r.clinics.map((c) => ({
          label: '',
          value: { en: `${c.name.en} – ${c.speciality.en}: ${c.schedule.en}`, ar: `${c.name.ar} – ${c.speciality.ar}: ${c.schedule.ar}` },
        })),
      }),
  }),
  cultural: section({
    titleKey: 'public.sections.culturalService',
    path: '/cultural-service',
    branch: false,
    list: (page, _branch, signal) => fetchCulturalPage(page, signal),
    map: (r) => item(r, {}),
  }),
  telecom: section({
    titleKey: 'public.sections.telecom',
    path: '/telecom',
    branch: true,
    list: fetchTelecomPage,
    find: fetchTelecom,
    map: (r) => item(r, {}),
  }),
  library: section({
    titleKey: 'public.sections.library',
    path: '/library',
    branch: true,
    list: fetchLibraryPage,
    map: (r) => item(r, {}),
  }),
  parking: section({
    titleKey: 'public.sections.parking',
    path: '/parking',
    branch: true,
    list: fetchParkingPage,
    map: (r) =>
      item(r, {
        titleKey: 'public.parking.title',
        extra: [
          { label: 'public.fields.places', value: String(r.places) },
          { label: 'public.fields.annualSubscription', value: r.annualSubscription ? String(r.annualSubscription) : '' },
        ],
      }),
  }),
  medicalDiscounts: discounts('medical', 'public.sections.medicalDiscounts', '/medical-discounts'),
  restaurantDiscounts: discounts('restaurant', 'public.sections.restaurantDiscounts', '/restaurants-discounts'),
  kindergarten: section({
    titleKey: 'public.sections.kindergarten',
    path: '/kindergarten',
    branch: true,
    list: fetchKindergartenPage,
    find: fetchKindergarten,
    map: (r) => item(r, { extra: [{ label: 'public.fields.activities', value: r.activities }] }),
  }),
  nonAthletes: section({
    titleKey: 'public.sections.nonAthletes',
    path: '/non-athletes',
    branch: false,
    list: (page, _branch, signal) => fetchActivityPage(page, signal),
    find: fetchActivity,
    map: (r) => item(r, { image: r.logo || null, description: r.details.subject, extra: [{ label: '', value: r.details.title }] }),
  }),
} satisfies Record<string, ServiceSection>;

export type ServiceSectionKey = keyof typeof SERVICE_SECTIONS;
