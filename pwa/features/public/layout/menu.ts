// The public site's menus (spec §2 Layout). Labels are i18n keys.
import type { SportCategory } from '../../../data/public/site';
import { pick } from '../../../components/useFormatters';

export interface MenuLink {
  label: string;
  to: string;
}
export interface MenuGroup {
  label: string;
  /** Filled from the sports categories at run time when `sports` is set. */
  sports?: boolean;
  items: MenuLink[];
}
export type MenuEntry = MenuLink | MenuGroup;

export const isGroup = (entry: MenuEntry): entry is MenuGroup => 'items' in entry;

/** Spec §9: a dropdown opens or closes 100 ms after the pointer enters or leaves. */
export const MENU_HOVER_DEBOUNCE_MS = 100;

export const CLUB_SERVICES: MenuLink[] = [
  { label: 'public.menu.serviceCenter', to: '/coming-soon' },
  { label: 'public.menu.membershipAffairs', to: '/coming-soon' },
  { label: 'public.menu.sportsActivities', to: '/coming-soon' },
  { label: 'public.menu.trips', to: '/coming-soon' },
  { label: 'public.sections.generalAssembly', to: '/general-assembly' },
];

export const OTHER: MenuLink[] = [
  { label: 'public.sections.restaurants', to: '/restaurant' },
  { label: 'public.sections.clinics', to: '/clinic' },
  { label: 'public.sections.library', to: '/library' },
  { label: 'public.sections.medicalDiscounts', to: '/medical-discounts' },
  { label: 'public.sections.restaurantDiscounts', to: '/restaurants-discounts' },
  { label: 'public.sections.kindergarten', to: '/kindergarten' },
  { label: 'public.sections.nonAthletes', to: '/non-athletes' },
  { label: 'public.sections.auctions', to: '/auctions' },
  { label: 'public.sections.offers', to: '/offers' },
  { label: 'public.sections.telecom', to: '/telecom' },
  { label: 'public.sections.parking', to: '/parking' },
  { label: 'public.sections.articles', to: '/article' },
  { label: 'public.sections.culturalService', to: '/cultural-service' },
];

export const MAIN_MENU: MenuEntry[] = [
  { label: 'public.sections.news', to: '/news' },
  { label: 'public.sections.media', to: '/media' },
  { label: 'public.menu.clubServices', items: CLUB_SERVICES },
  { label: 'public.menu.sports', sports: true, items: [{ label: 'public.sections.firstTeam', to: '/first-team' }] },
  { label: 'public.sections.administration', to: '/adminstration' },
  { label: 'public.sections.branches', to: '/branches' },
  { label: 'public.menu.other', items: OTHER },
];

/** A dropdown's links, translated; the sports group adds every sport (spec §2: they lead to coming-soon). */
export function groupItems(
  group: MenuGroup,
  sports: SportCategory[],
  language: 'ar' | 'en',
  t: (k: string) => string,
): Array<{ key: string; label: string; to: string }> {
  const links: MenuLink[] = group.items;
  const fixed = links.map((l) => ({ key: l.label, label: t(l.label), to: l.to }));
  if (!group.sports) return fixed;
  return [...fixed, ...sports.map((s) => ({ key: s.id, label: pick(s.name, language), to: '/coming-soon' }))];
}
