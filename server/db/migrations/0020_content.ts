import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { addAutoId, floatType } from '../dialect';

// Public-site content (spec public-site §3). Localised text is stored as
// `<field>_en` / `<field>_ar` columns; lists (images, menus, …) as JSON text.
// Every table carries the audit columns and a `published` flag (drafts are
// invisible to visitors). This file is frozen once shipped: later changes go
// in a new migration.

type Column = [name: string, kind: 'text' | 'integer' | 'real' | 'json' | 'loc' | 'branch'];

const TABLES: Array<[table: string, columns: Column[]]> = [
  [
    'content_branches',
    [
      ['slug', 'text'],
      ['name', 'loc'],
      ['description', 'loc'],
      ['address', 'loc'],
      ['images', 'json'],
      ['background_video', 'text'],
      ['thumbnail', 'text'],
    ],
  ],
  ['content_categories', [['name', 'loc']]],
  [
    'content_news',
    [
      ['title', 'loc'],
      ['content', 'loc'],
      ['images', 'json'],
      ['video_url', 'text'],
      ['likes_count', 'integer'],
      ['views_count', 'integer'],
    ],
  ],
  [
    'content_articles',
    [
      ['title', 'loc'],
      ['description', 'loc'],
      ['content', 'loc'],
      ['thumbnail', 'text'],
      ['images', 'json'],
      ['video_url', 'text'],
      ['tags', 'json'],
      ['social_post_id', 'text'],
      ['post_details', 'json'],
      ['post_date', 'text'],
      ['platforms', 'json'],
      ['in_review', 'integer'],
      ['show_author_name', 'integer'],
      ['likes_count', 'integer'],
      ['views_count', 'integer'],
      ['comments_count', 'integer'],
    ],
  ],
  [
    'content_auctions',
    [
      ['branch_id', 'branch'],
      ['banner', 'text'],
      ['title', 'loc'],
      ['description', 'loc'],
      ['terms_and_conditions', 'loc'],
      ['post_date', 'text'],
      ['expiry_date', 'text'],
      ['reserve_price', 'real'],
      ['tc_terms', 'text'],
      ['status', 'text'],
      ['views_count', 'integer'],
    ],
  ],
  [
    'content_restaurants',
    [
      ['branch_id', 'branch'],
      ['name', 'loc'],
      ['description', 'loc'],
      ['location', 'loc'],
      ['open_hours', 'loc'],
      ['phone_number', 'text'],
      ['logo_thumbnail', 'text'],
      ['logo', 'text'],
      ['banner', 'text'],
      ['menus', 'json'],
      ['menu_url', 'text'],
    ],
  ],
  [
    'content_albums',
    [
      ['title', 'loc'],
      ['description', 'loc'],
      ['images', 'json'],
      ['videos', 'json'],
    ],
  ],
  [
    'content_clinics',
    [
      ['branch_id', 'branch'],
      ['description', 'loc'],
      ['admin_name', 'loc'],
      ['admin_phone_number', 'text'],
      ['clinics', 'json'],
    ],
  ],
  [
    'content_cultural',
    [
      ['banner', 'text'],
      ['title', 'loc'],
      ['description', 'loc'],
    ],
  ],
  [
    'content_telecom',
    [
      ['branch_id', 'branch'],
      ['logo', 'text'],
      ['banner', 'text'],
      ['title', 'loc'],
      ['description', 'loc'],
      ['admin_name', 'loc'],
      ['admin_phone_number', 'text'],
      ['open_hours', 'loc'],
    ],
  ],
  [
    'content_parking',
    [
      ['branch_id', 'branch'],
      ['banner', 'text'],
      ['description', 'loc'],
      ['admin_name', 'loc'],
      ['admin_phone_number', 'text'],
      ['annual_subscription', 'real'],
      ['open_hours', 'loc'],
      ['places', 'integer'],
    ],
  ],
  [
    'content_discounts',
    [
      ['branch_id', 'branch'],
      ['type', 'text'],
      ['name', 'loc'],
      ['description', 'loc'],
      ['addresses', 'loc'],
      ['pohone_numbers', 'json'],
      ['offers', 'loc'],
      ['banner', 'text'],
      ['logo', 'text'],
      ['logo_thumbnail', 'text'],
    ],
  ],
  [
    'content_administration',
    [
      ['is_default', 'integer'],
      ['description', 'loc'],
      ['president_name', 'loc'],
      ['president_photo', 'json'],
    ],
  ],
  [
    'content_directors',
    [
      ['sort_order', 'integer'],
      ['avatar', 'json'],
      ['name', 'loc'],
      ['job_title', 'loc'],
      ['facebook_url', 'text'],
      ['instagram_url', 'text'],
      ['twitter_url', 'text'],
    ],
  ],
  [
    'content_live',
    [
      ['title', 'loc'],
      ['html', 'loc'],
    ],
  ],
  [
    'content_libraries',
    [
      ['branch_id', 'branch'],
      ['name', 'loc'],
      ['description', 'loc'],
      ['location', 'loc'],
      ['phone_number', 'text'],
      ['open_hours', 'loc'],
      ['images', 'json'],
      ['banner', 'text'],
    ],
  ],
  [
    'content_kindergartens',
    [
      ['branch_id', 'branch'],
      ['name', 'loc'],
      ['description', 'loc'],
      ['admin_name', 'loc'],
      ['open_hours', 'loc'],
      ['activities', 'loc'],
      ['admin_phone_number', 'text'],
      ['logo_thumbnail', 'text'],
      ['logo', 'text'],
      ['banner', 'text'],
    ],
  ],
  [
    'content_activities',
    [
      ['branch_id', 'branch'],
      ['logo', 'text'],
      ['name', 'loc'],
      ['details_title', 'loc'],
      ['details_subject', 'loc'],
    ],
  ],
  [
    'content_general_assemblies',
    [
      ['title', 'loc'],
      ['description', 'loc'],
      ['pdf_url', 'text'],
      ['status', 'text'],
    ],
  ],
  [
    'content_sponsors',
    [
      ['name', 'loc'],
      ['link', 'text'],
      ['logo', 'text'],
    ],
  ],
  [
    'content_ads',
    [
      ['image', 'text'],
      ['link', 'text'],
      ['title', 'loc'],
      ['description', 'loc'],
      ['end_date', 'text'],
      ['appear_in', 'text'],
      ['type', 'text'],
      ['position', 'text'],
      ['views_count', 'integer'],
    ],
  ],
  [
    'content_social_media',
    [
      ['type', 'text'],
      ['name', 'loc'],
      ['link', 'text'],
      ['logo', 'text'],
      ['status', 'text'],
    ],
  ],
  [
    'content_sport_categories',
    [
      ['parent_id', 'integer'],
      ['sort_index', 'integer'],
      ['name', 'loc'],
    ],
  ],
  [
    'content_matches',
    [
      ['match_type', 'text'],
      ['match_date', 'text'],
      ['team_name', 'loc'],
      ['team_logo', 'text'],
    ],
  ],
];

function addColumns(
  db: Kysely<unknown>,
  builder: CreateTableBuilder<string, never>,
  columns: Column[],
): CreateTableBuilder<string, string> {
  let b = addAutoId(db, builder).addColumn('published', 'integer', (c) => c.notNull().defaultTo(1));
  for (const [name, kind] of columns) {
    if (kind === 'loc') {
      b = b
        .addColumn(`${name}_en`, 'text', (c) => c.notNull().defaultTo(''))
        .addColumn(`${name}_ar`, 'text', (c) => c.notNull().defaultTo(''));
    } else if (kind === 'json') {
      b = b.addColumn(name, 'text', (c) =>
        c.notNull().defaultTo(name === 'post_details' || name === 'president_photo' || name === 'avatar' ? '{}' : '[]'),
      );
    } else if (kind === 'branch') {
      b = b.addColumn(name, 'integer', (c) => c.references('content_branches.id').onDelete('restrict'));
    } else if (kind === 'integer') {
      b = b.addColumn(name, 'integer', (c) => c.notNull().defaultTo(0));
    } else {
      b = b.addColumn(name, kind === 'real' ? floatType(db) : kind);
    }
  }
  return b
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text');
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, columns] of TABLES) {
    await addColumns(db, db.schema.createTable(table), columns).execute();
    await db.schema.createIndex(`${table}_published_created`).on(table).columns(['published', 'created_at']).execute();
    if (columns.some(([, kind]) => kind === 'branch')) {
      await db.schema.createIndex(`${table}_branch`).on(table).columns(['branch_id', 'published']).execute();
    }
  }
  await db.schema.createIndex('content_branches_slug').on('content_branches').column('slug').unique().execute();

  await db.schema
    .createTable('content_article_categories')
    .addColumn('article_id', 'integer', (c) => c.notNull().references('content_articles.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('content_categories.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('content_article_categories_pk', ['article_id', 'category_id'])
    .execute();

  // One row per (entity, record, visitor, kind): a like or a counted view.
  await db.schema
    .createTable('content_reactions')
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('like', 'view')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_reactions_pk', ['entity', 'entity_id', 'kind', 'visitor_id'])
    .execute();

  // Sponsor / advertising enquiries sent through the contact form.
  await addAutoId(db, db.schema.createTable('content_forms'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('company_email', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('visitor_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_forms').execute();
  await db.schema.dropTable('content_reactions').execute();
  await db.schema.dropTable('content_article_categories').execute();
  for (const [table] of [...TABLES].reverse()) await db.schema.dropTable(table).execute();
}
