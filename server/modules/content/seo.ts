import { Router } from 'express';
import { htmlToText } from '../../../shared/contentHtml';
import { isLanguage, LANGUAGES, type Language } from '../../../shared/i18n';
import type { AppDeps } from '../../graphql/context';
import type { Db } from '../../db';
import { translator } from '../../lib/i18n';
import { publicOrigin } from '../../lib/publicOrigin';
import { ENTITIES, type EntityDef } from './entities';
import { findRow } from './content.repository';

// What crawlers and link previews see without running JavaScript: a title,
// a description and a picture per public route (detail pages from the record).

export interface PageMeta {
  title: string;
  description: string;
  image?: string;
  type: 'website' | 'article';
  /** Path without the language prefix, for canonical and hreflang links. */
  path: string;
  /** A detail page whose record is not published: the page says so, and is not kept (server/web/pageCache.ts). */
  missing?: true;
}

// Section path → menu label key (page title = label | app title, as the PWA does).
const SECTIONS: Record<string, string> = {
  '': 'nav.home',
  news: 'public.sections.news',
  article: 'public.sections.articles',
  auctions: 'public.sections.auctions',
  branch: 'public.sections.branches',
  branches: 'public.sections.branches',
  media: 'public.sections.media',
  restaurant: 'public.sections.restaurants',
  clinic: 'public.sections.clinics',
  'cultural-service': 'public.sections.culturalService',
  telecom: 'public.sections.telecom',
  library: 'public.sections.library',
  parking: 'public.sections.parking',
  'medical-discounts': 'public.sections.medicalDiscounts',
  'restaurants-discounts': 'public.sections.restaurantDiscounts',
  adminstration: 'public.sections.administration',
  kindergarten: 'public.sections.kindergarten',
  'non-athletes': 'public.sections.nonAthletes',
  'general-assembly': 'public.sections.generalAssembly',
  live: 'public.sections.live',
  'privacy-policy': 'public.sections.privacyPolicy',
  'terms-and-conditions': 'public.sections.terms',
  'first-team': 'public.sections.firstTeam',
  profile: 'public.sections.profile',
  'coming-soon': 'common.comingSoon.title',
};

// Detail routes: the entity, and the fields that give title, text and picture.
const DETAILS: Record<string, { entity: EntityDef; title: string; text: string; image: string; json?: boolean }> = {
  news: { entity: ENTITIES.news, title: 'title', text: 'content', image: 'images', json: true },
  article: { entity: ENTITIES.article, title: 'title', text: 'description', image: 'thumbnail' },
  auctions: { entity: ENTITIES.auction, title: 'title', text: 'description', image: 'banner' },
  branch: { entity: ENTITIES.branch, title: 'name', text: 'description', image: 'images', json: true },
  media: { entity: ENTITIES.album, title: 'title', text: 'description', image: 'images', json: true },
  restaurant: { entity: ENTITIES.restaurant, title: 'name', text: 'description', image: 'banner' },
  telecom: { entity: ENTITIES.telecom, title: 'title', text: 'description', image: 'banner' },
  'medical-discounts': { entity: ENTITIES.discount, title: 'name', text: 'description', image: 'banner' },
  'restaurants-discounts': { entity: ENTITIES.discount, title: 'name', text: 'description', image: 'banner' },
  kindergarten: { entity: ENTITIES.kindergarten, title: 'name', text: 'description', image: 'banner' },
  'non-athletes': { entity: ENTITIES.activity, title: 'name', text: 'details_subject', image: 'logo' },
  'general-assembly': { entity: ENTITIES.generalAssembly, title: 'title', text: 'description', image: '' },
};

function splitPath(urlPath: string): { language: Language | undefined; parts: string[] } {
  const parts = urlPath
    .split('/')
    .filter(Boolean)
    .map((p) => decodeURIComponent(p));
  const language = isLanguage(parts[0]) ? parts[0] : undefined;
  return { language, parts: language ? parts.slice(1) : parts };
}

/** Meta of a public route, or undefined for paths that are not public pages. */
export async function describePublicRoute(db: Db, urlPath: string, language: Language): Promise<PageMeta | undefined> {
  const t = translator(language);
  const app = t('common.appTitle');
  const { parts } = splitPath(urlPath);
  const [section = '', id, ...rest] = parts;
  if (rest.length || !(section in SECTIONS)) return undefined;
  const label = t(SECTIONS[section] as string);
  const base: PageMeta = {
    title: `${label} | ${app}`,
    description: t('public.footer.description'),
    type: 'website',
    path: `/${parts.join('/')}`.replace(/\/$/, ''),
  };
  if (!id) return base;
  const detail = DETAILS[section];
  if (!detail) return undefined;
  const row = await findRow(db, detail.entity, id, section === 'general-assembly' ? { equals: { status: 'ACTIVE' } } : {});
  if (!row) return { ...base, missing: true };
  const pick = (field: string) => String(row[`${field}_${language}`] || row[`${field}_${language === 'ar' ? 'en' : 'ar'}`] || '');
  let image: string | undefined;
  if (detail.image) {
    const raw = row[detail.image];
    if (detail.json && typeof raw === 'string') {
      try {
        image = (JSON.parse(raw) as unknown[]).find((x): x is string => typeof x === 'string');
      } catch {
        image = undefined;
      }
    } else if (typeof raw === 'string' && raw) image = raw;
  }
  const description = htmlToText(pick(detail.text)).slice(0, 200) || base.description;
  return { title: `${pick(detail.title)} | ${app}`, description, image, type: 'article', path: base.path };
}

/** sitemap.xml (every public list page and published detail page, in both languages) and robots.txt. */
export function seoRouter({ db, config }: AppDeps): Router {
  const router = Router();
  router.get('/robots.txt', (_req, res) => {
    const origin = publicOrigin(config);
    res
      .type('text/plain')
      .set('Cache-Control', 'public, max-age=3600')
      .send(`User-agent: *\nAllow: /\nDisallow: /graphql\nDisallow: /ar/admin\nDisallow: /en/admin\n\nSitemap: ${origin}/sitemap.xml\n`);
  });
  router.get('/sitemap.xml', async (_req, res, next) => {
    try {
      const origin = publicOrigin(config);
      const paths = Object.keys(SECTIONS)
        .filter((s) => s !== 'profile' && s !== 'coming-soon')
        .map((s) => (s ? `/${s}` : ''));
      for (const [section, detail] of Object.entries(DETAILS)) {
        let q = db.selectFrom(detail.entity.table).select(['id']).where('published', '=', 1);
        if (section === 'medical-discounts' || section === 'restaurants-discounts')
          q = q.where('type', '=', section === 'medical-discounts' ? 'medical' : 'restaurant');
        if (section === 'general-assembly') q = q.where('status', '=', 'ACTIVE');
        for (const row of await q.execute()) paths.push(`/${section}/${String(row.id)}`);
      }
      const urls = paths.map((p) => {
        const alternates = LANGUAGES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${origin}/${l}${p}"/>`).join('');
        return LANGUAGES.map((l) => `<url><loc>${origin}/${l}${p}</loc>${alternates}</url>`).join('\n');
      });
      res
        .type('application/xml')
        .set('Cache-Control', 'public, max-age=3600')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
        );
    } catch (err) {
      next(err);
    }
  });
  return router;
}
