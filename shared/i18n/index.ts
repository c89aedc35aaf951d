// Every user-visible string lives in one JSON file per area and language.
// Adding an area: create en/<area>.json and ar/<area>.json, then run
// `npm run i18n` to list them here. The catalogue test fails when a key exists
// in one language only, or when a file is not listed.
import arAudit from './ar/audit.json';
import arAuth from './ar/auth.json';
import arCatalog from './ar/catalog.json';
import arCommon from './ar/common.json';
import arComplaints from './ar/complaints.json';
import arContentAdmin from './ar/contentAdmin.json';
import arDashboard from './ar/dashboard.json';
import arErrors from './ar/errors.json';
import arExport from './ar/export.json';
import arGeo from './ar/geo.json';
import arIam from './ar/iam.json';
import arImporter from './ar/importer.json';
import arImports from './ar/imports.json';
import arItems from './ar/items.json';
import arLabels from './ar/labels.json';
import arList from './ar/list.json';
import arMail from './ar/mail.json';
import arMembers from './ar/members.json';
import arNav from './ar/nav.json';
import arOffers from './ar/offers.json';
import arOperations from './ar/operations.json';
import arPublic from './ar/public.json';
import arScan from './ar/scan.json';
import arSellers from './ar/sellers.json';
import arSettings from './ar/settings.json';
import arUploads from './ar/uploads.json';
import arValidation from './ar/validation.json';
import arWarranty from './ar/warranty.json';
import enAudit from './en/audit.json';
import enAuth from './en/auth.json';
import enCatalog from './en/catalog.json';
import enCommon from './en/common.json';
import enComplaints from './en/complaints.json';
import enContentAdmin from './en/contentAdmin.json';
import enDashboard from './en/dashboard.json';
import enErrors from './en/errors.json';
import enExport from './en/export.json';
import enGeo from './en/geo.json';
import enIam from './en/iam.json';
import enImporter from './en/importer.json';
import enImports from './en/imports.json';
import enItems from './en/items.json';
import enLabels from './en/labels.json';
import enList from './en/list.json';
import enMail from './en/mail.json';
import enMembers from './en/members.json';
import enNav from './en/nav.json';
import enOffers from './en/offers.json';
import enOperations from './en/operations.json';
import enPublic from './en/public.json';
import enScan from './en/scan.json';
import enSellers from './en/sellers.json';
import enSettings from './en/settings.json';
import enUploads from './en/uploads.json';
import enValidation from './en/validation.json';
import enWarranty from './en/warranty.json';

export const LANGUAGES = ['ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ar';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

export const catalogues = {
  en: {
    audit: enAudit,
    auth: enAuth,
    catalog: enCatalog,
    common: enCommon,
    complaints: enComplaints,
    contentAdmin: enContentAdmin,
    dashboard: enDashboard,
    errors: enErrors,
    export: enExport,
    geo: enGeo,
    iam: enIam,
    importer: enImporter,
    imports: enImports,
    items: enItems,
    labels: enLabels,
    list: enList,
    mail: enMail,
    members: enMembers,
    nav: enNav,
    offers: enOffers,
    operations: enOperations,
    public: enPublic,
    scan: enScan,
    sellers: enSellers,
    settings: enSettings,
    uploads: enUploads,
    validation: enValidation,
    warranty: enWarranty,
  },
  ar: {
    audit: arAudit,
    auth: arAuth,
    catalog: arCatalog,
    common: arCommon,
    complaints: arComplaints,
    contentAdmin: arContentAdmin,
    dashboard: arDashboard,
    errors: arErrors,
    export: arExport,
    geo: arGeo,
    iam: arIam,
    importer: arImporter,
    imports: arImports,
    items: arItems,
    labels: arLabels,
    list: arList,
    mail: arMail,
    members: arMembers,
    nav: arNav,
    offers: arOffers,
    operations: arOperations,
    public: arPublic,
    scan: arScan,
    sellers: arSellers,
    settings: arSettings,
    uploads: arUploads,
    validation: arValidation,
    warranty: arWarranty,
  },
} satisfies Record<Language, Record<string, unknown>>;

// Built by a call marked pure so a bundle that imports only the helpers above
// (the PWA's first load) drops every catalogue; property reads like
// `catalogues.en` would otherwise keep them all.
export const resources = /* @__PURE__ */ asResources(catalogues);

function asResources<T extends Record<Language, unknown>>(all: T): { [L in Language]: { translation: T[L] } } {
  return { en: { translation: all.en }, ar: { translation: all.ar } };
}

/** Dotted paths of every leaf string, for the parity check and for tooling. */
export function leafKeys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key));
}
