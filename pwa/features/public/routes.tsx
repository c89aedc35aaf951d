import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { loadAllCatalogues } from '../../ui/i18n';
import { withTimeout } from '../../ui/lazyRoute';
import type { ServiceSectionKey } from './services/sections';

// Every public route of spec §2, each screen loaded lazily.
function screen<M>(load: () => Promise<M>, pick: (m: M) => ComponentType) {
  return async () => ({ Component: pick(await withTimeout(load())) });
}

const list = (section: ServiceSectionKey) => async () => {
  const { ServiceListPage } = await withTimeout(import('./services/ServiceListPage'));
  return { Component: () => <ServiceListPage section={section} /> };
};
const detail = (section: ServiceSectionKey) => async () => {
  const { ServiceDetailPage } = await withTimeout(import('./services/ServiceDetailPage'));
  return { Component: () => <ServiceDetailPage section={section} /> };
};

export const publicRoutes: RouteObject[] = [
  {
    index: true,
    lazy: screen(
      () => import('./home/HomePage'),
      (m) => m.HomePage,
    ),
  },
  {
    path: 'news',
    lazy: screen(
      () => import('./news/NewsListPage'),
      (m) => m.NewsListPage,
    ),
  },
  {
    path: 'news/:id',
    lazy: screen(
      () => import('./news/NewsDetailPage'),
      (m) => m.NewsDetailPage,
    ),
  },
  {
    path: 'article',
    lazy: screen(
      () => import('./articles/ArticleListPage'),
      (m) => m.ArticleListPage,
    ),
  },
  {
    path: 'article/:id',
    lazy: screen(
      () => import('./articles/ArticleDetailPage'),
      (m) => m.ArticleDetailPage,
    ),
  },
  {
    path: 'offers',
    lazy: screen(
      () => import('./offers/OfferListPage'),
      (m) => m.OfferListPage,
    ),
  },
  {
    path: 'auctions',
    lazy: screen(
      () => import('./auctions/AuctionListPage'),
      (m) => m.AuctionListPage,
    ),
  },
  {
    path: 'auctions/:id',
    lazy: screen(
      () => import('./auctions/AuctionDetailPage'),
      (m) => m.AuctionDetailPage,
    ),
  },
  {
    path: 'branch',
    lazy: screen(
      () => import('./branches/BranchListPage'),
      (m) => m.BranchListPage,
    ),
  },
  {
    path: 'branches',
    lazy: screen(
      () => import('./branches/BranchListPage'),
      (m) => m.BranchListPage,
    ),
  },
  {
    path: 'branch/:id',
    lazy: screen(
      () => import('./branches/BranchDetailPage'),
      (m) => m.BranchDetailPage,
    ),
  },
  {
    path: 'media',
    lazy: screen(
      () => import('./media/AlbumListPage'),
      (m) => m.AlbumListPage,
    ),
  },
  {
    path: 'media/:id',
    lazy: screen(
      () => import('./media/AlbumDetailPage'),
      (m) => m.AlbumDetailPage,
    ),
  },
  { path: 'restaurant', lazy: list('restaurants') },
  { path: 'restaurant/:id', lazy: detail('restaurants') },
  { path: 'clinic', lazy: list('clinics') },
  { path: 'cultural-service', lazy: list('cultural') },
  { path: 'telecom', lazy: list('telecom') },
  { path: 'telecom/:id', lazy: detail('telecom') },
  { path: 'library', lazy: list('library') },
  { path: 'parking', lazy: list('parking') },
  { path: 'medical-discounts', lazy: list('medicalDiscounts') },
  { path: 'medical-discounts/:id', lazy: detail('medicalDiscounts') },
  { path: 'restaurants-discounts', lazy: list('restaurantDiscounts') },
  { path: 'restaurants-discounts/:id', lazy: detail('restaurantDiscounts') },
  { path: 'kindergarten', lazy: list('kindergarten') },
  { path: 'kindergarten/:id', lazy: detail('kindergarten') },
  { path: 'non-athletes', lazy: list('nonAthletes') },
  { path: 'non-athletes/:id', lazy: detail('nonAthletes') },
  {
    path: 'adminstration',
    lazy: screen(
      () => import('./club/AdministrationPage'),
      (m) => m.AdministrationPage,
    ),
  },
  {
    path: 'general-assembly',
    lazy: screen(
      () => import('./club/GeneralAssemblyPages'),
      (m) => m.GeneralAssemblyListPage,
    ),
  },
  {
    path: 'general-assembly/:id',
    lazy: screen(
      () => import('./club/GeneralAssemblyPages'),
      (m) => m.GeneralAssemblyDetailPage,
    ),
  },
  {
    path: 'live',
    lazy: screen(
      () => import('./club/LivePage'),
      (m) => m.LivePage,
    ),
  },
  {
    path: 'privacy-policy',
    lazy: screen(
      () => import('./club/StaticPages'),
      (m) => m.PrivacyPolicyPage,
    ),
  },
  {
    path: 'terms-and-conditions',
    lazy: screen(
      () => import('./club/StaticPages'),
      (m) => m.TermsPage,
    ),
  },
  {
    path: 'first-team',
    lazy: screen(
      () => import('./club/StaticPages'),
      (m) => m.FirstTeamPage,
    ),
  },
  {
    path: 'profile',
    // The member's own data: nothing to render for a visitor without its session, so the browser renders it at once.
    handle: { clientOnly: true },
    // The member's page shows the account screens' strings (auth.*), which the public shell leaves out.
    lazy: async () => {
      const [{ MemberProfilePage }] = await Promise.all([withTimeout(import('./profile/MemberProfilePage')), loadAllCatalogues()]);
      return { Component: MemberProfilePage };
    },
  },
];
