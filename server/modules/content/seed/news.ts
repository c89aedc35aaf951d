import { ENTITIES } from '../entities';
import { DAY, HOUR, type ContentSeeder } from './seeder';
import { ARTICLES, CATEGORIES, NEWS, PARAGRAPH, p, type CategoryKey, type Pair } from './texts';

const newsHtml = (title: Pair, image: string): Pair => ({
  en: `<p><strong>${title.en}.</strong> ${PARAGRAPH.en}</p><p>Members are invited to follow the club’s pages for the full programme.</p><img src="${image}" alt="${title.en}" width="800" height="450"><ul><li>Open to all members</li><li>Free entry</li></ul>`,
  ar: `<p><strong>${title.ar}.</strong> ${PARAGRAPH.ar}</p><p>ندعو الأعضاء لمتابعة صفحات النادي لمعرفة البرنامج كاملاً.</p><img src="${image}" alt="${title.ar}" width="800" height="450"><ul><li>متاح لجميع الأعضاء</li><li>الدخول مجاني</li></ul>`,
});

/** News, days apart, and one draft. */
export async function seedNews(s: ContentSeeder): Promise<void> {
  // The newest news (the home page's cards) get raster pictures with width variants, drawn in parallel.
  const RASTER_NEWS = 3;
  const raster = await Promise.all(
    NEWS.map((_, i) => (i >= NEWS.length - RASTER_NEWS ? s.files.raster(`news-${i + 1}`, `News ${i + 1}`, (i * 37) % 360) : undefined)),
  );
  for (const [i, title] of NEWS.entries()) {
    const image = raster[i] ?? s.img(`news-${i + 1}`, `News ${i + 1}`, (i * 37) % 360);
    const at = Date.now() - (NEWS.length - i) * 6 * DAY - (i % 3) * 5 * HOUR;
    await s.insert(ENTITIES.news, { title, content: newsHtml(title, image), images: [image], likesCount: 0, viewsCount: 0 }, true, at);
  }
  await s.insert(
    ENTITIES.news,
    { title: p('Draft: not yet announced', 'مسودة: لم يُعلن بعد'), content: p('<p>Draft</p>', '<p>مسودة</p>'), images: [] },
    false,
  );
}

/** Article categories (main ones first), articles in them, and one draft. */
export async function seedArticles(s: ContentSeeder): Promise<void> {
  // Main categories first, so each sub-category finds its main one's id.
  const categoryIds = {} as Record<CategoryKey, number>;
  const categories = Object.entries(CATEGORIES) as Array<[CategoryKey, { name: Pair; parent?: CategoryKey }]>;
  for (const [key, c] of [...categories.filter(([, c]) => !c.parent), ...categories.filter(([, c]) => c.parent)])
    categoryIds[key] = await s.insert(ENTITIES.category, { name: c.name, ...(c.parent ? { parentId: categoryIds[c.parent] } : {}) });
  for (const [i, { title, category }] of ARTICLES.entries()) {
    const thumbnail = s.img(`article-${i + 1}`, `Article ${i + 1}`, (i * 53 + 100) % 360);
    const at = Date.now() - (ARTICLES.length - i) * 5 * DAY - 2 * HOUR;
    const id = await s.insert(
      ENTITIES.article,
      {
        title,
        description: p(`${PARAGRAPH.en.slice(0, 90)}…`, `${PARAGRAPH.ar.slice(0, 80)}…`),
        content: newsHtml(title, thumbnail),
        thumbnail,
        images: [thumbnail],
        tags: ['club'],
        platforms: ['web'],
        postDate: new Date(at).toISOString(),
        showAuthorName: false,
      },
      true,
      at,
    );
    await s.db.insertInto('content_article_categories').values({ article_id: id, category_id: categoryIds[category] }).execute();
  }
  await s.insert(
    ENTITIES.article,
    { title: p('Draft article', 'مقال مسودة'), description: p('Draft', 'مسودة'), content: p('<p>Draft</p>', '<p>مسودة</p>') },
    false,
  );
}
