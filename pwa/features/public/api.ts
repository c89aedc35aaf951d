// The one typed doorway between the public site's screens and the server.
// Reads go over GET (cacheable); likes, views and the contact form over POST.
import type { ContactFormInput } from '../../../shared/validation/contactForm';
import { graphqlRequest } from '../../lib/graphql';
import { readVisitorId } from './visitor';

export type Localized = { en: string; ar: string };
export interface Pagination {
  page: number;
  pageCount: number;
  isFirstPage: boolean;
  isLastPage: boolean;
}
export interface PageResult<T> {
  pagination: Pagination;
  count: number;
  rows: T[];
}
export interface Engagement {
  id: string;
  likesCount: number;
  viewsCount: number;
  liked: boolean;
}

export interface News {
  id: string;
  title: Localized;
  content: Localized;
  images: string[];
  videoUrl: string | null;
  likesCount: number;
  viewsCount: number;
  createdAt: string;
}
export interface Category {
  id: string;
  name: Localized;
}
export interface Article {
  id: string;
  title: Localized;
  description: Localized;
  content: Localized;
  thumbnail: string | null;
  images: string[];
  categories: Category[];
  likesCount: number;
  viewsCount: number;
  createdAt: string;
}
export interface Auction {
  id: string;
  banner: string | null;
  title: Localized;
  description: Localized;
  termsAndConditions: Localized;
  postDate: string | null;
  expiryDate: string | null;
  reservePrice: number | null;
  viewsCount: number;
}
export interface Branch {
  id: string;
  slug: string;
  name: Localized;
  description: Localized;
  address: Localized;
  images: string[];
  thumbnail: string | null;
}
export interface Album {
  id: string;
  title: Localized;
  description: Localized;
  images: string[];
  videos: string[];
  createdAt: string;
}
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
export interface Director {
  id: string;
  order: number;
  name: Localized;
  jobTitle: Localized;
  avatar: { publicUrl: string | null } | null;
}
export interface Administration {
  description: Localized;
  presidentName: Localized;
  presidentPhoto: { publicUrl: string | null } | null;
}
export interface GeneralAssembly {
  id: string;
  title: Localized;
  description: Localized;
  pdf: { name: string | null; publicUrl: string | null } | null;
  createdAt: string;
}
export interface Live {
  id: string;
  title: Localized;
  html: Localized;
  createdAt: string;
}
export interface Sponsor {
  id: string;
  name: Localized;
  link: string | null;
  logo: string | null;
}
export interface SocialMedia {
  id: string;
  type: string;
  name: Localized;
  link: string;
}
export interface SportCategory {
  id: string;
  name: Localized;
}
export interface Ad {
  id: string;
  image: string | null;
  link: string | null;
  title: Localized;
  description: Localized;
  position: string | null;
}
export interface Match {
  matchDate: string;
  matchType: string;
  teamName: Localized;
  teamLogo: string | null;
}

const L = '{ en ar }';
const PAGE = 'pagination { page pageCount isFirstPage isLastPage } count';

let language = 'ar';
/** The language sent as Accept-Language (server error messages); set by the layout. */
export function setApiLanguage(value: string) {
  language = value;
}

type Transport = typeof graphqlRequest;
let transport: Transport = graphqlRequest;
let serverSide = false;
/** The server's renderer runs these operations in-process, with the request's language and visitor (server/web/ssr.ts). */
export function setServerTransport(run: Transport) {
  transport = run;
  serverSide = true;
}

function read<T>(query: string, variables?: Record<string, unknown>, signal?: AbortSignal): Promise<T> {
  return transport<T>(query, variables, { language, method: 'GET', signal });
}

function write<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  return transport<T>(query, variables, { language, headers: serverSide ? {} : { 'x-visitor-id': readVisitorId() } });
}

async function page<T>(
  op: string,
  fields: string,
  variables: Record<string, unknown>,
  args: string,
  signal?: AbortSignal,
): Promise<PageResult<T>> {
  const data = await read<Record<string, PageResult<T>>>(
    `query ${op}(${args}) { ${op}(${callArgs(args)}) { ${PAGE} rows { ${fields} } } }`,
    variables,
    signal,
  );
  return data[op] as PageResult<T>;
}

async function find<T>(op: string, fields: string, id: string, signal?: AbortSignal): Promise<T | null> {
  const data = await read<Record<string, T | null>>(`query ${op}($id: ID!) { ${op}(id: $id) { ${fields} } }`, { id }, signal);
  return data[op] ?? null;
}

/** `$filter: BranchFilter, $pagination: PaginationInput` → `filter: $filter, pagination: $pagination`. */
function callArgs(declared: string): string {
  return declared
    .split(',')
    .map((part) => part.trim().split(':')[0]?.replace('$', '').trim())
    .filter(Boolean)
    .map((name) => `${name}: $${name}`)
    .join(', ');
}

const NEWS = `id title ${L} content ${L} images videoUrl likesCount viewsCount createdAt`;
const ARTICLE = `id title ${L} description ${L} content ${L} thumbnail images categories { id name ${L} } likesCount viewsCount createdAt`;
const AUCTION = `id banner title ${L} description ${L} termsAndConditions ${L} postDate expiryDate reservePrice viewsCount`;
const BRANCH = `id slug name ${L} description ${L} address ${L} images thumbnail`;
const ALBUM = `id title ${L} description ${L} images videos createdAt`;
const GA = `id title ${L} description ${L} pdf { name publicUrl } createdAt`;

export const PAGED = '$pagination: PaginationInput';
export const BRANCH_PAGED = '$filter: BranchFilter, $pagination: PaginationInput';

export const api = {
  newsList: (p: number, s?: AbortSignal) => page<News>('newsList', NEWS, { pagination: { page: p } }, PAGED, s),
  newsFind: (id: string, s?: AbortSignal) => find<News>('newsFind', NEWS, id, s),
  newsView: (id: string) =>
    write<{ newsUpdateViewsCount: Engagement }>(
      'mutation ($id: ID!) { newsUpdateViewsCount(id: $id) { id likesCount viewsCount liked } }',
      { id },
    ).then((d) => d.newsUpdateViewsCount),
  newsLike: (id: string, on: boolean) =>
    write<Record<string, Engagement>>(
      `mutation ($id: ID!) { r: ${on ? 'newsLike' : 'newsUnlike'}(id: $id) { id likesCount viewsCount liked } }`,
      { id },
    ).then((d) => d.r as Engagement),
  articleList: (p: number, category: string | null, s?: AbortSignal) =>
    page<Article>(
      'articleList',
      ARTICLE,
      { pagination: { page: p }, filter: category ? { categories: [category] } : null },
      '$filter: ArticleFilter, $pagination: PaginationInput',
      s,
    ),
  articleFind: (id: string, s?: AbortSignal) => find<Article>('articleFind', ARTICLE, id, s),
  articleView: (id: string) =>
    write<{ articleUpdateViewsCount: Engagement }>(
      'mutation ($id: ID!) { articleUpdateViewsCount(id: $id) { id likesCount viewsCount liked } }',
      { id },
    ).then((d) => d.articleUpdateViewsCount),
  articleLike: (id: string, on: boolean) =>
    write<Record<string, Engagement>>(
      `mutation ($id: ID!) { r: ${on ? 'articleLike' : 'articleUnlike'}(id: $id) { id likesCount viewsCount liked } }`,
      { id },
    ).then((d) => d.r as Engagement),
  categoryList: (s?: AbortSignal) => page<Category>('categoryList', `id name ${L}`, {}, PAGED, s),
  auctionList: (p: number, branch: string, s?: AbortSignal) =>
    page<Auction>('auctionList', AUCTION, { pagination: { page: p }, filter: { branchId: branch } }, BRANCH_PAGED, s),
  auctionFind: (id: string, s?: AbortSignal) => find<Auction>('auctionFind', AUCTION, id, s),
  auctionView: (id: string) =>
    write<{ auctionUpdateViewsCount: Engagement }>(
      'mutation ($id: ID!) { auctionUpdateViewsCount(id: $id) { id viewsCount likesCount liked } }',
      { id },
    ).then((d) => d.auctionUpdateViewsCount),
  branchList: (s?: AbortSignal) => page<Branch>('branchList', BRANCH, { pagination: { limit: 50 } }, PAGED, s),
  branchFind: (id: string, s?: AbortSignal) => find<Branch>('branchFind', BRANCH, id, s),
  albumList: (p: number, s?: AbortSignal) => page<Album>('albumList', ALBUM, { pagination: { page: p } }, PAGED, s),
  albumFind: (id: string, s?: AbortSignal) => find<Album>('albumFind', ALBUM, id, s),
  administration: (s?: AbortSignal) =>
    read<{ administrationFindDefault: Administration | null }>(
      `{ administrationFindDefault { description ${L} presidentName ${L} presidentPhoto { publicUrl } } }`,
      undefined,
      s,
    ).then((d) => d.administrationFindDefault),
  directorList: (s?: AbortSignal) => page<Director>('directorList', `id order name ${L} jobTitle ${L} avatar { publicUrl }`, {}, PAGED, s),
  generalAssemblyList: (p: number, s?: AbortSignal) =>
    page<GeneralAssembly>('generalAssemblyList', GA, { pagination: { page: p } }, PAGED, s),
  generalAssemblyFind: (id: string, s?: AbortSignal) => find<GeneralAssembly>('generalAssemblyFind', GA, id, s),
  liveList: (s?: AbortSignal) => page<Live>('liveList', `id title ${L} html ${L} createdAt`, {}, PAGED, s),
  sponsorList: (s?: AbortSignal) => page<Sponsor>('sponsorList', `id name ${L} link logo`, {}, PAGED, s),
  socialMediaList: (s?: AbortSignal) => page<SocialMedia>('socialMediaList', `id type name ${L} link`, {}, PAGED, s),
  sportCategoryList: (s?: AbortSignal) => page<SportCategory>('sportCategoryList', `id name ${L}`, {}, PAGED, s),
  adsList: (s?: AbortSignal) =>
    page<Ad>(
      'adsList',
      `id image link title ${L} description ${L} position`,
      { filter: { appearIn: 'web' } },
      '$filter: AdsFilter, $pagination: PaginationInput',
      s,
    ),
  adView: (id: string) =>
    write<{ adsUpdateViewsCount: Engagement }>('mutation ($id: ID!) { adsUpdateViewsCount(id: $id) { id viewsCount likesCount liked } }', {
      id,
    }).then((d) => d.adsUpdateViewsCount),
  matchNext: (s?: AbortSignal) =>
    read<{ matchNext: Match | null }>(`{ matchNext { matchDate matchType teamName ${L} teamLogo } }`, undefined, s).then(
      (d) => d.matchNext,
    ),
  formsCreate: (data: ContactFormInput) =>
    write<{ formsCreate: { id: string } }>('mutation ($data: ContactFormInput!) { formsCreate(data: $data) { id } }', { data }).then(
      (d) => d.formsCreate,
    ),
  /** Raw page of one service section; services.ts maps rows to ServiceItem. */
  servicePage: <T>(op: string, fields: string, variables: Record<string, unknown>, args: string, s?: AbortSignal) =>
    page<T>(op, fields, variables, args, s),
  serviceFind: <T>(op: string, fields: string, id: string, s?: AbortSignal) => find<T>(op, fields, id, s),
};
