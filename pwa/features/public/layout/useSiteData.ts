import { fetchBranches, type Branch } from '../../../data/public/branches';
import { fetchSocialMedia, fetchSportCategories, type SocialMedia, type SportCategory } from '../../../data/public/site';
import { useLoad } from '../../../ui/useLoad';

/** Branches, social accounts and sports the header and footer show on every page. */
export function useSiteData(): { branches: Branch[]; socials: SocialMedia[]; sports: SportCategory[] } {
  const branches = useLoad('site:branches', (s) => fetchBranches(s));
  const socials = useLoad('site:socials', (s) => fetchSocialMedia(s));
  const sports = useLoad('site:sports', (s) => fetchSportCategories(s));
  return { branches: branches.data?.rows ?? [], socials: socials.data?.rows ?? [], sports: sports.data?.rows ?? [] };
}
