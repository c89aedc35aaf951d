import { graphql, type ResultOf } from '../graphql';
import { request } from '../request';
import { asVisitor, EngagementFields, LocalizedText, PageInfo, read, type Engagement } from './common';

// The club's branches, and the auctions each branch holds.

const BranchFields = graphql(
  `
    fragment BranchFields on Branch @_unmask {
      id
      slug
      name {
        ...LocalizedText
      }
      description {
        ...LocalizedText
      }
      address {
        ...LocalizedText
      }
      images
      thumbnail
    }
  `,
  [LocalizedText],
);

const BranchList = graphql(
  `
    query BranchList($pagination: PaginationInput) {
      branchList(pagination: $pagination) {
        pagination {
          ...PageInfo
        }
        count
        rows {
          ...BranchFields
        }
      }
    }
  `,
  [PageInfo, BranchFields],
);

const BranchFind = graphql(
  `
    query BranchFind($id: ID!) {
      branchFind(id: $id) {
        ...BranchFields
      }
    }
  `,
  [BranchFields],
);

const AuctionFields = graphql(
  `
    fragment AuctionFields on Auction @_unmask {
      id
      banner
      title {
        ...LocalizedText
      }
      description {
        ...LocalizedText
      }
      termsAndConditions {
        ...LocalizedText
      }
      postDate
      expiryDate
      reservePrice
      closed
      viewsCount
    }
  `,
  [LocalizedText],
);

const AuctionList = graphql(
  `
    query AuctionList($filter: BranchFilter, $pagination: PaginationInput) {
      auctionList(filter: $filter, pagination: $pagination) {
        pagination {
          ...PageInfo
        }
        count
        rows {
          ...AuctionFields
        }
      }
    }
  `,
  [PageInfo, AuctionFields],
);

const AuctionFind = graphql(
  `
    query AuctionFind($id: ID!) {
      auctionFind(id: $id) {
        ...AuctionFields
      }
    }
  `,
  [AuctionFields],
);

const AuctionView = graphql(
  `
    mutation AuctionView($id: ID!) {
      auctionUpdateViewsCount(id: $id) {
        ...EngagementFields
      }
    }
  `,
  [EngagementFields],
);

export type Branch = ResultOf<typeof BranchFields>;

/** Every branch (the header's changer, the footer, the home page and the branches page share this answer). */
export async function fetchBranches(signal?: AbortSignal) {
  return (await request(BranchList, { pagination: { limit: 50 } }, read(signal))).branchList;
}

export async function fetchBranch(id: string, signal?: AbortSignal): Promise<Branch | null> {
  return (await request(BranchFind, { id }, read(signal))).branchFind;
}

/** A page of the auctions of one branch (its id or slug). */
export async function fetchAuctionPage(page: number, branch: string, signal?: AbortSignal) {
  return (await request(AuctionList, { pagination: { page }, filter: { branchId: branch } }, read(signal))).auctionList;
}

export async function fetchAuction(id: string, signal?: AbortSignal) {
  return (await request(AuctionFind, { id }, read(signal))).auctionFind;
}

export async function viewAuction(id: string): Promise<Engagement> {
  return (await request(AuctionView, { id }, asVisitor())).auctionUpdateViewsCount;
}
