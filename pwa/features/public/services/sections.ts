import type { Localized, ServiceItem } from '../api';

// The service sections that share one list page and one detail page: which
// operation feeds them, which fields they read, and how a row becomes a card.
type Row = Record<string, unknown>;
const L = '{ en ar }';
const loc = (v: unknown): Localized | null => (v && typeof v === 'object' && 'en' in v ? (v as Localized) : null);
const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

export interface ServiceSection {
  titleKey: string;
  path: string;
  listOp: string;
  findOp?: string;
  fields: string;
  /** Filter by the current branch. */
  branch: boolean;
  filter?: Record<string, unknown>;
  filterType?: string;
  map(row: Row): ServiceItem;
}

function item(row: Row, over: Partial<ServiceItem>): ServiceItem {
  return {
    id: String(row.id),
    title: loc(row.name) ?? loc(row.title) ?? { en: '', ar: '' },
    description: loc(row.description) ?? { en: '', ar: '' },
    image: str(row.banner),
    logo: str(row.logo),
    phone: str(row.phoneNumber) ?? str(row.adminPhoneNumber),
    openHours: loc(row.openHours),
    location: loc(row.location),
    adminName: loc(row.adminName),
    extra: [],
    images: Array.isArray(row.images) ? (row.images as string[]) : [],
    ...over,
  };
}

export const SERVICE_SECTIONS = {
  restaurants: {
    titleKey: 'public.sections.restaurants',
    path: '/restaurant',
    listOp: 'restaurantList',
    findOp: 'restaurantFind',
    fields: `id name ${L} description ${L} location ${L} openHours ${L} phoneNumber logo banner menus`,
    branch: true,
    map: (r) => item(r, { images: (r.menus as string[]) ?? [] }),
  },
  clinics: {
    titleKey: 'public.sections.clinics',
    path: '/clinic',
    listOp: 'clinicList',
    fields: `id description ${L} adminName ${L} adminPhoneNumber clinics { name ${L} speciality ${L} schedule ${L} }`,
    branch: true,
    map: (r) =>
      item(r, {
        titleKey: 'public.clinics.centre',
        extra: ((r.clinics as Array<{ name: Localized; speciality: Localized; schedule: Localized }>) ?? []).map((c) => ({
          label: '',
          value: { en: `${c.name.en} – ${c.speciality.en}: ${c.schedule.en}`, ar: `${c.name.ar} – ${c.speciality.ar}: ${c.schedule.ar}` },
        })),
      }),
  },
  cultural: {
    titleKey: 'public.sections.culturalService',
    path: '/cultural-service',
    listOp: 'culturalList',
    fields: `id banner title ${L} description ${L}`,
    branch: false,
    map: (r) => item(r, {}),
  },
  telecom: {
    titleKey: 'public.sections.telecom',
    path: '/telecom',
    listOp: 'telecomList',
    findOp: 'telecomFind',
    fields: `id logo banner title ${L} description ${L} adminName ${L} adminPhoneNumber openHours ${L}`,
    branch: true,
    map: (r) => item(r, {}),
  },
  library: {
    titleKey: 'public.sections.library',
    path: '/library',
    listOp: 'libraryList',
    fields: `id name ${L} description ${L} location ${L} phoneNumber openHours ${L} images banner`,
    branch: true,
    map: (r) => item(r, {}),
  },
  parking: {
    titleKey: 'public.sections.parking',
    path: '/parking',
    listOp: 'parkingList',
    fields: `id banner description ${L} adminName ${L} adminPhoneNumber annualSubscription openHours ${L} places`,
    branch: true,
    map: (r) =>
      item(r, {
        titleKey: 'public.parking.title',
        extra: [
          { label: 'public.fields.places', value: String(r.places ?? '') },
          { label: 'public.fields.annualSubscription', value: r.annualSubscription ? String(r.annualSubscription) : '' },
        ],
      }),
  },
  medicalDiscounts: {
    titleKey: 'public.sections.medicalDiscounts',
    path: '/medical-discounts',
    listOp: 'discountsList',
    findOp: 'discountsFind',
    fields: `id type name ${L} description ${L} addresses ${L} pohoneNumbers offers ${L} banner logo`,
    branch: true,
    filterType: 'medical',
    map: (r) =>
      item(r, {
        phone: ((r.pohoneNumbers as string[]) ?? [])[0] ?? null,
        location: loc(r.addresses),
        extra: [{ label: 'public.fields.offers', value: loc(r.offers) ?? '' }],
      }),
  },
  restaurantDiscounts: {
    titleKey: 'public.sections.restaurantDiscounts',
    path: '/restaurants-discounts',
    listOp: 'discountsList',
    findOp: 'discountsFind',
    fields: `id type name ${L} description ${L} addresses ${L} pohoneNumbers offers ${L} banner logo`,
    branch: true,
    filterType: 'restaurant',
    map: (r) =>
      item(r, {
        phone: ((r.pohoneNumbers as string[]) ?? [])[0] ?? null,
        location: loc(r.addresses),
        extra: [{ label: 'public.fields.offers', value: loc(r.offers) ?? '' }],
      }),
  },
  kindergarten: {
    titleKey: 'public.sections.kindergarten',
    path: '/kindergarten',
    listOp: 'kindergartenList',
    findOp: 'kindergartenFind',
    fields: `id name ${L} description ${L} adminName ${L} openHours ${L} activities ${L} adminPhoneNumber logo banner`,
    branch: true,
    map: (r) => item(r, { extra: [{ label: 'public.fields.activities', value: loc(r.activities) ?? '' }] }),
  },
  nonAthletes: {
    titleKey: 'public.sections.nonAthletes',
    path: '/non-athletes',
    listOp: 'activityList',
    findOp: 'activityFind',
    fields: `id logo name ${L} details { title ${L} subject ${L} }`,
    branch: false,
    map: (r) => {
      const details = r.details as { title: Localized; subject: Localized } | undefined;
      return item(r, {
        image: str(r.logo),
        description: details?.subject ?? { en: '', ar: '' },
        extra: details ? [{ label: '', value: details.title }] : [],
      });
    },
  },
} satisfies Record<string, ServiceSection>;

export type ServiceSectionKey = keyof typeof SERVICE_SECTIONS;
