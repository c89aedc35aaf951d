import type { Db } from '../../db';
import type { ContentRow } from '../../db/tables/content';
import type { ContactFormInput } from '../../../shared/validation/contactForm';

// The public site's reads that are not one entity's list or find (content.repository.ts has those): what the
// resolvers of news, club, places and forms ask beyond them, kept here so a resolver holds no query (issue 45 point 4).

/** The articles of these categories, a main category taking in its sub-categories' articles. */
export async function articleIdsInCategories(db: Db, wanted: number[]): Promise<number[]> {
  const children = await db.selectFrom('content_categories').select('id').where('parent_id', 'in', wanted).execute();
  const categories = [...wanted, ...children.map((c) => Number(c.id))];
  const rows = await db.selectFrom('content_article_categories').select('article_id').where('category_id', 'in', categories).execute();
  return [...new Set(rows.map((r) => r.article_id))];
}

/** An article's published categories. */
export function categoriesOfArticle(db: Db, articleId: number) {
  return db
    .selectFrom('content_categories as c')
    .innerJoin('content_article_categories as ac', 'ac.category_id', 'c.id')
    .selectAll('c')
    .where('ac.article_id', '=', articleId)
    .where('c.published', '=', 1)
    .orderBy('c.id')
    .execute();
}

/** The administration shown by default: the one marked so, else the first published. */
export function defaultAdministration(db: Db) {
  return db
    .selectFrom('content_administration')
    .selectAll()
    .where('published', '=', 1)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .executeTakeFirst();
}

/** The next match from `now`, else the last one played. */
export async function nextMatch(db: Db, now: string) {
  const base = db.selectFrom('content_matches').selectAll().where('published', '=', 1);
  return (
    (await base.where('match_date', '>=', now).orderBy('match_date', 'asc').executeTakeFirst()) ??
    (await base.orderBy('match_date', 'desc').executeTakeFirst())
  );
}

/** A sport category's published sub-categories, in their order. */
export async function sportSubCategories(db: Db, parentId: number): Promise<ContentRow[]> {
  return (await db
    .selectFrom('content_sport_categories')
    .selectAll()
    .where('published', '=', 1)
    .where('parent_id', '=', parentId)
    .orderBy('sort_index')
    .execute()) as ContentRow[];
}

/** A branch's id from its slug. */
export async function branchIdOfSlug(db: Db, slug: string): Promise<number | undefined> {
  const row = await db.selectFrom('content_branches').select('id').where('slug', '=', slug).executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

/** A page of the enquiries, newest first, and how many there are. */
export async function contactFormPage(db: Db, page: { limit: number; offset: number }) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('content_forms')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('content_forms')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}

/** A visitor's enquiry, as checked; answers its id. */
export async function insertContactForm(db: Db, form: ContactFormInput & { language: string; visitorId: string }): Promise<string> {
  const row = await db
    .insertInto('content_forms')
    .values({
      kind: 'ads',
      name: form.name,
      email: form.email,
      company_name: form.companyName,
      company_email: form.companyEmail,
      phone_number: form.phoneNumber,
      message: form.message,
      language: form.language,
      visitor_id: form.visitorId,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}
