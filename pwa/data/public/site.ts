import type { ContactFormInput } from '../../../shared/validation/contactForm';
import { graphql, type ResultOf } from '../graphql';
import { request } from '../request';
import { asVisitor, EngagementFields, LocalizedText, PageInfo, read, type Engagement } from './common';

// What every public page shows around its content: the social accounts and
// sports of the header and footer, the sponsors strip, the ads, and the
// sponsor enquiry form.

const SocialMediaList = graphql(
  `
    query SocialMediaList($pagination: PaginationInput) {
      socialMediaList(pagination: $pagination) {
        pagination {
          ...PageInfo
        }
        count
        rows {
          id
          type
          name {
            ...LocalizedText
          }
          link
        }
      }
    }
  `,
  [PageInfo, LocalizedText],
);

const SportCategoryFields = graphql(
  `
    fragment SportCategoryFields on SportCategory @_unmask {
      id
      name {
        ...LocalizedText
      }
    }
  `,
  [LocalizedText],
);

const SportCategoryList = graphql(
  `
    query SportCategoryList($pagination: PaginationInput) {
      sportCategoryList(pagination: $pagination) {
        pagination {
          ...PageInfo
        }
        count
        rows {
          ...SportCategoryFields
        }
      }
    }
  `,
  [PageInfo, SportCategoryFields],
);

const SponsorFields = graphql(
  `
    fragment SponsorFields on Sponsor @_unmask {
      id
      name {
        ...LocalizedText
      }
      link
      logo
    }
  `,
  [LocalizedText],
);

const SponsorList = graphql(
  `
    query SponsorList($pagination: PaginationInput) {
      sponsorList(pagination: $pagination) {
        pagination {
          ...PageInfo
        }
        count
        rows {
          ...SponsorFields
        }
      }
    }
  `,
  [PageInfo, SponsorFields],
);

const AdsList = graphql(
  `
    query AdsList($filter: AdsFilter, $pagination: PaginationInput) {
      adsList(filter: $filter, pagination: $pagination) {
        pagination {
          ...PageInfo
        }
        count
        rows {
          id
          image
          link
          title {
            ...LocalizedText
          }
          description {
            ...LocalizedText
          }
          position
        }
      }
    }
  `,
  [PageInfo, LocalizedText],
);

const AdView = graphql(
  `
    mutation AdView($id: ID!) {
      adsUpdateViewsCount(id: $id) {
        ...EngagementFields
      }
    }
  `,
  [EngagementFields],
);

const FormsCreate = graphql(`
  mutation FormsCreate($data: ContactFormInput!) {
    formsCreate(data: $data) {
      id
    }
  }
`);

export type SocialMedia = ResultOf<typeof SocialMediaList>['socialMediaList']['rows'][number];
export type SportCategory = ResultOf<typeof SportCategoryFields>;

export async function fetchSocialMedia(signal?: AbortSignal) {
  return (await request(SocialMediaList, {}, read(signal))).socialMediaList;
}

export async function fetchSportCategories(signal?: AbortSignal) {
  return (await request(SportCategoryList, {}, read(signal))).sportCategoryList;
}

export async function fetchSponsors(signal?: AbortSignal) {
  return (await request(SponsorList, {}, read(signal))).sponsorList;
}

/** The ads that show on the website (not only in the mobile app) and have not ended. */
export async function fetchWebAds(signal?: AbortSignal) {
  return (await request(AdsList, { filter: { appearIn: 'web' } }, read(signal))).adsList;
}

export async function viewAd(id: string): Promise<Engagement> {
  return (await request(AdView, { id }, asVisitor())).adsUpdateViewsCount;
}

/** The sponsor / advertising enquiry (spec §5). */
export async function sendContactForm(data: ContactFormInput) {
  return (await request(FormsCreate, { data }, asVisitor())).formsCreate;
}
