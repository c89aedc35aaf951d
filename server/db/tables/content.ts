// Table types of the public-site content (migration 0020). Content tables share
// one loose row type: presenters (entities.ts) turn rows into GraphQL objects,
// and the SDL decides which fields leave the server.
export type ContentValue = string | number | null;
export type ContentRow = Record<string, ContentValue>;

export const CONTENT_TABLES = [
  'content_branches',
  'content_categories',
  'content_news',
  'content_articles',
  'content_auctions',
  'content_restaurants',
  'content_albums',
  'content_clinics',
  'content_cultural',
  'content_telecom',
  'content_parking',
  'content_discounts',
  'content_administration',
  'content_directors',
  'content_live',
  'content_libraries',
  'content_kindergartens',
  'content_activities',
  'content_general_assemblies',
  'content_sponsors',
  'content_ads',
  'content_social_media',
  'content_sport_categories',
  'content_matches',
] as const;

export type ContentTableName = (typeof CONTENT_TABLES)[number];

export interface ArticleCategoryTable {
  article_id: number;
  category_id: number;
}

export interface ReactionTable {
  entity: string;
  entity_id: number;
  visitor_id: string;
  kind: 'like' | 'view';
  created_at: string;
}

export interface FormTable {
  id: import('kysely').Generated<number>;
  kind: string;
  name: string;
  company_name: string;
  company_email: string;
  /** The sender's own address (null in enquiries sent before it was asked, migration 0099). */
  email: string | null;
  phone_number: string;
  message: string;
  language: string;
  visitor_id: string | null;
  created_at: string;
}

export type ContentTables = { [K in ContentTableName]: ContentRow } & {
  content_article_categories: ArticleCategoryTable;
  content_reactions: ReactionTable;
  content_forms: FormTable;
};
