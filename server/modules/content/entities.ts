import { camelKey, snakeKey } from '../../db/camel';
import { sanitizeHtml } from '../../lib/sanitizeHtml';
import type { ContentRow, ContentTableName, ContentValue } from '../../db/tables/content';

/**
 * How one content table becomes a GraphQL object: which columns are localised
 * (`<field>_en` / `<field>_ar` → `{ en, ar }`), which hold JSON, which hold
 * HTML (cleaned once, when saved: `toColumns`; reads serve it as stored), and
 * columns whose GraphQL name differs.
 */
export interface EntityDef {
  /** Key used for likes and views (`content_reactions.entity`). */
  key: string;
  table: ContentTableName;
  localized: string[];
  json?: string[];
  html?: string[];
  rename?: Record<string, string>;
}

const def = (
  key: string,
  table: ContentTableName,
  localized: string[],
  extra: Omit<EntityDef, 'key' | 'table' | 'localized'> = {},
): EntityDef => ({
  key,
  table,
  localized,
  ...extra,
});

export const ENTITIES = {
  branch: def('branch', 'content_branches', ['name', 'description', 'address'], { json: ['images'] }),
  category: def('category', 'content_categories', ['name']),
  news: def('news', 'content_news', ['title', 'content'], { json: ['images'], html: ['content'] }),
  article: def('article', 'content_articles', ['title', 'description', 'content'], {
    json: ['images', 'tags', 'post_details', 'platforms'],
    html: ['content'],
  }),
  auction: def('auction', 'content_auctions', ['title', 'description', 'terms_and_conditions'], { rename: { tc_terms: 'TCTerms' } }),
  restaurant: def('restaurant', 'content_restaurants', ['name', 'description', 'location', 'open_hours'], {
    json: ['menus'],
    rename: { logo_thumbnail: 'logo_thumbnail' },
  }),
  album: def('album', 'content_albums', ['title', 'description'], { json: ['images', 'videos'] }),
  clinic: def('clinic', 'content_clinics', ['description', 'admin_name'], { json: ['clinics'] }),
  cultural: def('cultural', 'content_cultural', ['title', 'description']),
  telecom: def('telecom', 'content_telecom', ['title', 'description', 'admin_name', 'open_hours']),
  parking: def('parking', 'content_parking', ['description', 'admin_name', 'open_hours']),
  discount: def('discount', 'content_discounts', ['name', 'description', 'addresses', 'offers'], {
    json: ['pohone_numbers'],
    rename: { logo_thumbnail: 'logo_thumbnail' },
  }),
  administration: def('administration', 'content_administration', ['description', 'president_name'], { json: ['president_photo'] }),
  director: def('director', 'content_directors', ['name', 'job_title'], { json: ['avatar'], rename: { sort_order: 'order' } }),
  live: def('live', 'content_live', ['title', 'html'], { html: ['html'] }),
  library: def('library', 'content_libraries', ['name', 'description', 'location', 'open_hours'], { json: ['images'] }),
  kindergarten: def('kindergarten', 'content_kindergartens', ['name', 'description', 'admin_name', 'open_hours', 'activities'], {
    rename: { logo_thumbnail: 'logo_thumbnail' },
  }),
  activity: def('activity', 'content_activities', ['name', 'details_title', 'details_subject']),
  generalAssembly: def('generalAssembly', 'content_general_assemblies', ['title', 'description']),
  sponsor: def('sponsor', 'content_sponsors', ['name']),
  ad: def('ad', 'content_ads', ['title', 'description']),
  socialMedia: def('socialMedia', 'content_social_media', ['name']),
  sportCategory: def('sportCategory', 'content_sport_categories', ['name'], { rename: { sort_index: 'index' } }),
  match: def('match', 'content_matches', ['team_name']),
} satisfies Record<string, EntityDef>;

export type Presented = Record<string, unknown> & { id: string };

/** What `present` does with one column, worked out once per entity and column (public lists present every row). */
type Step =
  | { kind: 'skip' }
  | { kind: 'localized'; name: string; language: 'en' | 'ar' }
  | { kind: 'json'; name: string }
  | { kind: 'id'; name: string }
  | { kind: 'plain'; name: string };

const plans = new WeakMap<EntityDef, Map<string, Step>>();

function stepOf(entity: EntityDef, column: string): Step {
  let plan = plans.get(entity);
  if (!plan) plans.set(entity, (plan = new Map()));
  let step = plan.get(column);
  if (step) return step;
  const loc = /^(.*)_(en|ar)$/.exec(column);
  if (column === 'published') step = { kind: 'skip' };
  else if (loc && entity.localized.includes(loc[1] as string)) {
    const base = loc[1] as string;
    step = { kind: 'localized', name: entity.rename?.[base] ?? camelKey(base), language: loc[2] as 'en' | 'ar' };
  } else {
    const name = entity.rename?.[column] ?? camelKey(column);
    if (entity.json?.includes(column)) step = { kind: 'json', name };
    else if (column === 'id' || column.endsWith('_id')) step = { kind: 'id', name };
    else step = { kind: 'plain', name };
  }
  plan.set(column, step);
  return step;
}

/** Data leaves the server only through here: a row becomes its GraphQL shape. */
export function present(entity: EntityDef, row: ContentRow): Presented {
  const out: Record<string, unknown> = {};
  for (const column in row) {
    const value = row[column];
    const step = stepOf(entity, column);
    switch (step.kind) {
      case 'skip':
        break;
      case 'localized':
        // HTML columns were cleaned when saved (toColumns, migration 0021): served as stored.
        ((out[step.name] ??= { en: '', ar: '' }) as Record<string, string>)[step.language] = typeof value === 'string' ? value : '';
        break;
      case 'json':
        out[step.name] = parseJson(value);
        break;
      case 'id':
        out[step.name] = value === null || value === undefined ? null : String(value);
        break;
      default:
        out[step.name] = value;
    }
  }
  return out as Presented;
}

function parseJson(value: ContentValue | undefined): unknown {
  if (typeof value !== 'string' || !value) return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}

/**
 * The opposite of `present` for writes (seed, back-office): `{ title: {en, ar} }`
 * → columns. HTML is cleaned here, the one place it is cleaned on the server
 * (shared/contentHtml.ts policy): every write of content goes through it.
 */
export function toColumns(entity: EntityDef, values: Record<string, unknown>): ContentRow {
  const row: ContentRow = {};
  const renamed = Object.fromEntries(Object.entries(entity.rename ?? {}).map(([column, name]) => [name, column]));
  const localized = new Set(entity.localized);
  const json = new Set(entity.json ?? []);
  const html = new Set(entity.html ?? []);
  for (const [name, value] of Object.entries(values)) {
    const column = renamed[name] ?? snakeKey(name);
    if (localized.has(column)) {
      const pair = (value ?? {}) as { en?: string; ar?: string };
      const clean = (text: string | undefined) => (html.has(column) ? sanitizeHtml(text ?? '') : (text ?? ''));
      row[`${column}_en`] = clean(pair.en);
      row[`${column}_ar`] = clean(pair.ar);
    } else if (json.has(column)) {
      row[column] = JSON.stringify(value ?? null);
    } else if (typeof value === 'boolean') {
      row[column] = value ? 1 : 0;
    } else {
      row[column] = value as ContentValue;
    }
  }
  return row;
}
