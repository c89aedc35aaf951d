import { api, type Branch, type SocialMedia, type SportCategory } from '../api';
import { useLoad } from '../../../data/useLoad';

/** Branches, social accounts and sports the header and footer show on every page. */
export function useSiteData(): { branches: Branch[]; socials: SocialMedia[]; sports: SportCategory[] } {
  const branches = useLoad('site:branches', (s) => api.branchList(s));
  const socials = useLoad('site:socials', (s) => api.socialMediaList(s));
  const sports = useLoad('site:sports', (s) => api.sportCategoryList(s));
  return { branches: branches.data?.rows ?? [], socials: socials.data?.rows ?? [], sports: sports.data?.rows ?? [] };
}
