import { graphql } from '../graphql';
import { request } from '../request';
import { LocalizedText, PageInfo, read } from './common';

// The club's services (restaurants, clinics, telecom, library, parking,
// kindergarten, cultural service): a page of one section, by branch where the
// section belongs to one, and one record where the section has a detail page.
// Discounts and activities: ./offers.ts.

const RestaurantFields = graphql(
  `
    fragment RestaurantFields on Restaurant @_unmask {
      id
      name {
        ...LocalizedText
      }
      description {
        ...LocalizedText
      }
      location {
        ...LocalizedText
      }
      openHours {
        ...LocalizedText
      }
      phoneNumber
      logo
      banner
      menus
    }
  `,
  [LocalizedText],
);

const RestaurantList = graphql(
  `
    query RestaurantList($filter: BranchFilter, $pagination: PaginationInput) {
      restaurantList(filter: $filter, pagination: $pagination) {
        pagination {
          ...PageInfo
        }
        count
        rows {
          ...RestaurantFields
        }
      }
    }
  `,
  [PageInfo, RestaurantFields],
);

const RestaurantFind = graphql(
  `
    query RestaurantFind($id: ID!) {
      restaurantFind(id: $id) {
        ...RestaurantFields
      }
    }
  `,
  [RestaurantFields],
);

const ClinicList = graphql(
  `
    query ClinicList($filter: BranchFilter, $pagination: PaginationInput) {
      clinicList(filter: $filter, pagination: $pagination) {
        pagination {
          ...PageInfo
        }
        count
        rows {
          id
          description {
            ...LocalizedText
          }
          adminName {
            ...LocalizedText
          }
          adminPhoneNumber
          clinics {
            name {
              ...LocalizedText
            }
            speciality {
              ...LocalizedText
            }
            schedule {
              ...LocalizedText
            }
          }
        }
      }
    }
  `,
  [PageInfo, LocalizedText],
);

const CulturalList = graphql(
  `
    query CulturalList($pagination: PaginationInput) {
      culturalList(pagination: $pagination) {
        pagination {
          ...PageInfo
        }
        count
        rows {
          id
          banner
          title {
            ...LocalizedText
          }
          description {
            ...LocalizedText
          }
        }
      }
    }
  `,
  [PageInfo, LocalizedText],
);

const TelecomFields = graphql(
  `
    fragment TelecomFields on Telecom @_unmask {
      id
      logo
      banner
      title {
        ...LocalizedText
      }
      description {
        ...LocalizedText
      }
      adminName {
        ...LocalizedText
      }
      adminPhoneNumber
      openHours {
        ...LocalizedText
      }
    }
  `,
  [LocalizedText],
);

const TelecomList = graphql(
  `
    query TelecomList($filter: BranchFilter, $pagination: PaginationInput) {
      telecomList(filter: $filter, pagination: $pagination) {
        pagination {
          ...PageInfo
        }
        count
        rows {
          ...TelecomFields
        }
      }
    }
  `,
  [PageInfo, TelecomFields],
);

const TelecomFind = graphql(
  `
    query TelecomFind($id: ID!) {
      telecomFind(id: $id) {
        ...TelecomFields
      }
    }
  `,
  [TelecomFields],
);

const LibraryList = graphql(
  `
    query LibraryList($filter: BranchFilter, $pagination: PaginationInput) {
      libraryList(filter: $filter, pagination: $pagination) {
        pagination {
          ...PageInfo
        }
        count
        rows {
          id
          name {
            ...LocalizedText
          }
          description {
            ...LocalizedText
          }
          location {
            ...LocalizedText
          }
          phoneNumber
          openHours {
            ...LocalizedText
          }
          images
          banner
        }
      }
    }
  `,
  [PageInfo, LocalizedText],
);

const ParkingList = graphql(
  `
    query ParkingList($filter: BranchFilter, $pagination: PaginationInput) {
      parkingList(filter: $filter, pagination: $pagination) {
        pagination {
          ...PageInfo
        }
        count
        rows {
          id
          banner
          description {
            ...LocalizedText
          }
          adminName {
            ...LocalizedText
          }
          adminPhoneNumber
          annualSubscription
          openHours {
            ...LocalizedText
          }
          places
        }
      }
    }
  `,
  [PageInfo, LocalizedText],
);

const KindergartenFields = graphql(
  `
    fragment KindergartenFields on Kindergarten @_unmask {
      id
      name {
        ...LocalizedText
      }
      description {
        ...LocalizedText
      }
      adminName {
        ...LocalizedText
      }
      openHours {
        ...LocalizedText
      }
      activities {
        ...LocalizedText
      }
      adminPhoneNumber
      logo
      banner
    }
  `,
  [LocalizedText],
);

const KindergartenList = graphql(
  `
    query KindergartenList($filter: BranchFilter, $pagination: PaginationInput) {
      kindergartenList(filter: $filter, pagination: $pagination) {
        pagination {
          ...PageInfo
        }
        count
        rows {
          ...KindergartenFields
        }
      }
    }
  `,
  [PageInfo, KindergartenFields],
);

const KindergartenFind = graphql(
  `
    query KindergartenFind($id: ID!) {
      kindergartenFind(id: $id) {
        ...KindergartenFields
      }
    }
  `,
  [KindergartenFields],
);

/** Page `page` of a section, in one branch (its id or slug). */
const inBranch = (page: number, branch: string) => ({ pagination: { page }, filter: { branchId: branch } });

export async function fetchRestaurantPage(page: number, branch: string, signal?: AbortSignal) {
  return (await request(RestaurantList, inBranch(page, branch), read(signal))).restaurantList;
}
export async function fetchRestaurant(id: string, signal?: AbortSignal) {
  return (await request(RestaurantFind, { id }, read(signal))).restaurantFind;
}
export async function fetchClinicPage(page: number, branch: string, signal?: AbortSignal) {
  return (await request(ClinicList, inBranch(page, branch), read(signal))).clinicList;
}
/** The cultural service belongs to no branch. */
export async function fetchCulturalPage(page: number, signal?: AbortSignal) {
  return (await request(CulturalList, { pagination: { page } }, read(signal))).culturalList;
}
export async function fetchTelecomPage(page: number, branch: string, signal?: AbortSignal) {
  return (await request(TelecomList, inBranch(page, branch), read(signal))).telecomList;
}
export async function fetchTelecom(id: string, signal?: AbortSignal) {
  return (await request(TelecomFind, { id }, read(signal))).telecomFind;
}
export async function fetchLibraryPage(page: number, branch: string, signal?: AbortSignal) {
  return (await request(LibraryList, inBranch(page, branch), read(signal))).libraryList;
}
export async function fetchParkingPage(page: number, branch: string, signal?: AbortSignal) {
  return (await request(ParkingList, inBranch(page, branch), read(signal))).parkingList;
}
export async function fetchKindergartenPage(page: number, branch: string, signal?: AbortSignal) {
  return (await request(KindergartenList, inBranch(page, branch), read(signal))).kindergartenList;
}
export async function fetchKindergarten(id: string, signal?: AbortSignal) {
  return (await request(KindergartenFind, { id }, read(signal))).kindergartenFind;
}
