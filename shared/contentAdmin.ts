// What the back-office edits for each public content type (spec public-site §3):
// one description per type drives the server's validation (validation/contentAdmin.ts),
// the admin operations, and the generic list/form/view screens in pwa/features/content-admin.
// Field names are the public GraphQL names (camelCase, as `present` gives them);
// the server maps them to columns with the same rules as the seed (toColumns).

/** Localised kinds hold `{ en, ar }`. */
export const LOCALIZED_KINDS = ['text', 'textarea', 'html'] as const;

export type FieldKind =
  | (typeof LOCALIZED_KINDS)[number]
  /** One line of plain text (codes, names that are not translated). */
  | 'string'
  | 'slug'
  | 'phone'
  /** http(s) (and mailto for links) only. */
  | 'url'
  /** One uploaded image: its URL. */
  | 'image'
  /** Uploaded images: a list of URLs. */
  | 'images'
  /** One uploaded image kept as `{ name, publicUrl }` (director avatar, president photo). */
  | 'photo'
  /** One uploaded PDF: its URL. */
  | 'pdf'
  /** An instant (ISO text); the form edits it as a Cairo date and time. */
  | 'datetime'
  | 'number'
  | 'integer'
  | 'boolean'
  | 'select'
  /** One of the content branches. */
  | 'branch'
  /** Article categories (many to many). */
  | 'categories'
  /** The main category a category sits under (one level: sub-categories have none of their own). */
  | 'parentCategory'
  /** Several lines of plain text (phone numbers, tags, video links). */
  | 'lines'
  /** A list of small records whose parts are localised texts (a clinic's doctors). */
  | 'records';

export interface FieldDef {
  name: string;
  kind: FieldKind;
  required?: boolean;
  /** Characters (text kinds), items (lists). */
  max?: number;
  options?: readonly string[];
  /** `lines` of URLs rather than free text. */
  urls?: boolean;
  /** The localised parts of each `records` entry. */
  parts?: readonly string[];
}

export interface ContentTypeDef {
  fields: readonly FieldDef[];
  /** The localised field that names a record in lists, dialogs and the audit log. */
  title: string;
  /** Extra list columns besides the title and the published state. */
  columns?: readonly string[];
  /** The image shown as a thumbnail in the list. */
  thumbnail?: string;
}

const T = (name: string, required = false, max = 300): FieldDef => ({ name, kind: 'text', required, max });
const AREA = (name: string, required = false, max = 5000): FieldDef => ({ name, kind: 'textarea', required, max });
const HTML = (name: string, required = false): FieldDef => ({ name, kind: 'html', required, max: 100_000 });
const F = (name: string, kind: FieldKind, extra: Omit<FieldDef, 'name' | 'kind'> = {}): FieldDef => ({ name, kind, ...extra });
const BRANCH = F('branchId', 'branch');
const PHONE = (name: string) => F(name, 'phone', { max: 24 });

export const CONTENT_TYPES = {
  news: {
    title: 'title',
    thumbnail: 'images',
    fields: [T('title', true), HTML('content', true), F('images', 'images', { max: 10 }), F('videoUrl', 'url')],
  },
  article: {
    title: 'title',
    thumbnail: 'thumbnail',
    columns: ['postDate'],
    fields: [
      T('title', true),
      AREA('description', false, 1000),
      HTML('content', true),
      F('thumbnail', 'image'),
      F('images', 'images', { max: 10 }),
      F('categories', 'categories'),
      F('postDate', 'datetime'),
      F('videoUrl', 'url'),
      F('tags', 'lines', { max: 20 }),
      F('showAuthorName', 'boolean'),
      F('inReview', 'boolean'),
    ],
  },
  category: { title: 'name', columns: ['parentId'], fields: [T('name', true, 120), F('parentId', 'parentCategory')] },
  auction: {
    title: 'title',
    thumbnail: 'banner',
    columns: ['expiryDate', 'status'],
    fields: [
      T('title', true),
      BRANCH,
      F('banner', 'image'),
      AREA('description'),
      AREA('termsAndConditions'),
      F('postDate', 'datetime'),
      F('expiryDate', 'datetime'),
      F('reservePrice', 'number'),
      F('TCTerms', 'string', { max: 200 }),
      F('status', 'select', { options: ['open', 'closed'] }),
    ],
  },
  branch: {
    title: 'name',
    thumbnail: 'thumbnail',
    columns: ['slug'],
    fields: [
      T('name', true, 120),
      F('slug', 'slug', { required: true, max: 60 }),
      AREA('description'),
      T('address'),
      F('thumbnail', 'image'),
      F('images', 'images', { max: 10 }),
      F('backgroundVideo', 'url'),
    ],
  },
  restaurant: {
    title: 'name',
    thumbnail: 'logo',
    fields: [
      T('name', true, 120),
      BRANCH,
      AREA('description'),
      T('location'),
      T('openHours'),
      PHONE('phoneNumber'),
      F('logo', 'image'),
      F('logo_thumbnail', 'image'),
      F('banner', 'image'),
      F('menus', 'images', { max: 10 }),
      F('menuUrl', 'url'),
    ],
  },
  album: {
    title: 'title',
    thumbnail: 'images',
    fields: [T('title', true), AREA('description'), F('images', 'images', { max: 50 }), F('videos', 'lines', { max: 20, urls: true })],
  },
  clinic: {
    title: 'adminName',
    fields: [
      BRANCH,
      AREA('description', true),
      T('adminName', true, 120),
      PHONE('adminPhoneNumber'),
      F('clinics', 'records', { max: 30, parts: ['name', 'speciality', 'schedule'] }),
    ],
  },
  cultural: { title: 'title', thumbnail: 'banner', fields: [T('title', true), AREA('description'), F('banner', 'image')] },
  telecom: {
    title: 'title',
    thumbnail: 'logo',
    fields: [
      T('title', true),
      BRANCH,
      AREA('description'),
      T('adminName', false, 120),
      PHONE('adminPhoneNumber'),
      T('openHours'),
      F('logo', 'image'),
      F('banner', 'image'),
    ],
  },
  parking: {
    title: 'description',
    thumbnail: 'banner',
    fields: [
      BRANCH,
      AREA('description', true),
      T('adminName', false, 120),
      PHONE('adminPhoneNumber'),
      F('annualSubscription', 'number'),
      T('openHours'),
      F('places', 'integer'),
      F('banner', 'image'),
    ],
  },
  discount: {
    title: 'name',
    thumbnail: 'logo',
    columns: ['type'],
    fields: [
      T('name', true, 120),
      F('type', 'select', { required: true, options: ['medical', 'restaurant'] }),
      BRANCH,
      AREA('description'),
      AREA('addresses', false, 1000),
      F('pohoneNumbers', 'lines', { max: 10 }),
      AREA('offers', false, 2000),
      F('logo', 'image'),
      F('logo_thumbnail', 'image'),
      F('banner', 'image'),
    ],
  },
  administration: {
    title: 'presidentName',
    thumbnail: 'presidentPhoto',
    fields: [T('presidentName', true, 120), F('presidentPhoto', 'photo'), AREA('description'), F('isDefault', 'boolean')],
  },
  director: {
    title: 'name',
    thumbnail: 'avatar',
    columns: ['order'],
    fields: [
      T('name', true, 120),
      T('jobTitle', false, 120),
      F('order', 'integer'),
      F('avatar', 'photo'),
      F('facebookUrl', 'url'),
      F('instagramUrl', 'url'),
      F('twitterUrl', 'url'),
    ],
  },
  live: { title: 'title', fields: [T('title', true), HTML('html', true)] },
  library: {
    title: 'name',
    thumbnail: 'banner',
    fields: [
      T('name', true, 120),
      BRANCH,
      AREA('description'),
      T('location'),
      PHONE('phoneNumber'),
      T('openHours'),
      F('banner', 'image'),
      F('images', 'images', { max: 10 }),
    ],
  },
  kindergarten: {
    title: 'name',
    thumbnail: 'logo',
    fields: [
      T('name', true, 120),
      BRANCH,
      AREA('description'),
      T('adminName', false, 120),
      PHONE('adminPhoneNumber'),
      T('openHours'),
      AREA('activities', false, 2000),
      F('logo', 'image'),
      F('logo_thumbnail', 'image'),
      F('banner', 'image'),
    ],
  },
  activity: {
    title: 'name',
    thumbnail: 'logo',
    fields: [T('name', true, 120), BRANCH, F('logo', 'image'), T('detailsTitle'), AREA('detailsSubject')],
  },
  generalAssembly: {
    title: 'title',
    columns: ['status'],
    fields: [
      T('title', true),
      AREA('description'),
      F('pdfUrl', 'pdf', { required: true }),
      F('status', 'select', { required: true, options: ['ACTIVE', 'INACTIVE'] }),
    ],
  },
  sponsor: { title: 'name', thumbnail: 'logo', fields: [T('name', true, 120), F('link', 'url'), F('logo', 'image')] },
  ad: {
    title: 'title',
    thumbnail: 'image',
    columns: ['position', 'endDate'],
    fields: [
      T('title', true),
      AREA('description', false, 1000),
      F('image', 'image', { required: true }),
      F('link', 'url'),
      F('endDate', 'datetime'),
      F('appearIn', 'select', { required: true, options: ['web', 'mobile', 'both'] }),
      F('type', 'select', { options: ['banner', 'popup'] }),
      F('position', 'select', { options: ['home-top', 'home-bottom', 'sidebar'] }),
    ],
  },
  socialMedia: {
    title: 'name',
    columns: ['type', 'status'],
    fields: [
      T('name', true, 120),
      F('type', 'select', {
        required: true,
        options: ['facebook', 'instagram', 'twitter', 'youtube', 'whatsapp', 'tiktok', 'email', 'vimeo', 'linkedin', 'other'],
      }),
      F('link', 'url', { required: true }),
      F('logo', 'image'),
      F('status', 'select', { required: true, options: ['enabled', 'disabled'] }),
    ],
  },
  sportCategory: { title: 'name', columns: ['index'], fields: [T('name', true, 120), F('index', 'integer')] },
  match: {
    title: 'teamName',
    thumbnail: 'teamLogo',
    columns: ['matchDate'],
    fields: [
      T('teamName', true, 120),
      F('matchType', 'select', { required: true, options: ['football', 'basketball'] }),
      F('matchDate', 'datetime', { required: true }),
      F('teamLogo', 'image'),
    ],
  },
} as const satisfies Record<string, ContentTypeDef>;

export type ContentTypeKey = keyof typeof CONTENT_TYPES;
export const CONTENT_TYPE_KEYS = Object.keys(CONTENT_TYPES) as ContentTypeKey[];

/** One record as the back-office reads it (GraphQL `ContentRecord`): drafts included, values keyed by the type's field names. */
export interface ContentRecord {
  id: string;
  type: ContentTypeKey;
  published: boolean;
  /** The field that names the record (title or name), both languages. */
  title: { en: string; ar: string };
  thumbnail: string | null;
  values: Record<string, unknown>;
  createdAt: string;
  createdBy: string | null;
  updatedAt: string;
  updatedBy: string | null;
}

export const isLocalizedKind = (kind: FieldKind): kind is (typeof LOCALIZED_KINDS)[number] =>
  (LOCALIZED_KINDS as readonly string[]).includes(kind);

/** Route segment of each type under /:lang/admin/content/ (kebab case of the key). */
export const contentTypePath = (key: ContentTypeKey): string => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The upload folders the content forms use. */
export const CONTENT_IMAGE_FOLDER = 'content/images';
export const CONTENT_DOCUMENT_FOLDER = 'content/documents';
