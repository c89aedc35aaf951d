import type { Context } from '../../graphql/context';
import type { GraphQLModule } from '../../graphql/module';
import { AUDIT_FIELDS, byBranch, findResolver, listResolver, pageType, visitorOf, type ListArgs } from './common';
import { ENTITIES, present } from './entities';
import { view, type Conditions } from './content.repository';
import { viewsCountWithPending } from './views';
import { defaultAdministration, nextMatch, sportSubCategories } from './public.repository';

const byCreated = { createdAt: 'created_at' };
type EngagementArgs = { id: string; ip?: string | null };

/** Auctions, media, the club's people and documents, sponsors, ads, social accounts, sports and matches. */
export const clubModule: GraphQLModule = {
  name: 'content.club',
  typeDefs: /* GraphQL */ `
    type Auction {
      id: ID!
      branchId: ID
      banner: String
      title: Localized!
      description: Localized!
      termsAndConditions: Localized!
      postDate: String
      expiryDate: String
      reservePrice: Float
      TCTerms: String
      status: String
      "Marked closed by staff, or past its expiry date (computed on read)."
      closed: Boolean!
      viewsCount: Int!
      ${AUDIT_FIELDS}
    }
    ${pageType('Auction')}

    type Album {
      id: ID!
      title: Localized!
      description: Localized!
      images: [String!]!
      videos: [String!]!
      ${AUDIT_FIELDS}
    }
    ${pageType('Album')}

    type StoredFile {
      name: String
      publicUrl: String
    }

    type Administration {
      id: ID!
      description: Localized!
      presidentName: Localized!
      presidentPhoto: StoredFile
      ${AUDIT_FIELDS}
    }

    type Director {
      id: ID!
      order: Int!
      avatar: StoredFile
      name: Localized!
      jobTitle: Localized!
      facebookUrl: String
      instagramUrl: String
      twitterUrl: String
      ${AUDIT_FIELDS}
    }
    ${pageType('Director')}

    type Live {
      id: ID!
      title: Localized!
      "Sanitised HTML."
      html: Localized!
      ${AUDIT_FIELDS}
    }
    ${pageType('Live')}

    type GeneralAssembly {
      id: ID!
      title: Localized!
      description: Localized!
      pdf: StoredFile
      status: String!
      ${AUDIT_FIELDS}
    }
    ${pageType('GeneralAssembly')}

    type Sponsor {
      id: ID!
      name: Localized!
      link: String
      logo: String
      ${AUDIT_FIELDS}
    }
    ${pageType('Sponsor')}

    type Ad {
      id: ID!
      image: String
      link: String
      title: Localized!
      description: Localized!
      endDate: String
      appearIn: String
      type: String
      position: String
      viewsCount: Int!
      ${AUDIT_FIELDS}
    }
    ${pageType('Ad')}

    input AdsFilter {
      type: String
      "web also matches ads that appear in both."
      appearIn: String
    }

    type SocialMedia {
      id: ID!
      "Card type: facebook, instagram, twitter, youtube, whatsapp, tiktok, email, vimeo, linkedin; others get a default look."
      type: String!
      name: Localized!
      link: String!
      logo: String
      status: String!
      ${AUDIT_FIELDS}
    }
    ${pageType('SocialMedia')}

    type SportCategory {
      id: ID!
      index: Int!
      name: Localized!
      subCategories: [SportCategory!]!
      ${AUDIT_FIELDS}
    }
    ${pageType('SportCategory')}

    type Match {
      id: ID!
      matchType: String!
      matchDate: String!
      teamName: Localized!
      teamLogo: String
    }

    extend type Query {
      "6 a page, oldest first; by branch."
      auctionList(filter: BranchFilter, orderBy: String, pagination: PaginationInput): AuctionPage!
      auctionFind(id: ID!): Auction
      albumList(orderBy: String, pagination: PaginationInput): AlbumPage!
      albumFind(id: ID!): Album
      administrationFindDefault: Administration
      "By order, 20 a page."
      directorList(orderBy: String, pagination: PaginationInput): DirectorPage!
      "Latest first, 6 a page."
      liveList(orderBy: String, pagination: PaginationInput): LivePage!
      "Only ACTIVE documents."
      generalAssemblyList(orderBy: String, pagination: PaginationInput): GeneralAssemblyPage!
      generalAssemblyFind(id: ID!): GeneralAssembly
      "100 a page, oldest first."
      sponsorList(orderBy: String, pagination: PaginationInput): SponsorPage!
      "50 a page; ads that have not ended."
      adsList(filter: AdsFilter, orderBy: String, pagination: PaginationInput): AdPage!
      "Enabled accounts, 10 a page."
      socialMediaList(orderBy: String, pagination: PaginationInput): SocialMediaPage!
      "Top-level sports by index ascending."
      sportCategoryList(orderBy: String, pagination: PaginationInput): SportCategoryPage!
      "The next match (or the last one when none is ahead), for the home countdown."
      matchNext: Match
    }

    extend type Mutation {
      auctionUpdateViewsCount(id: ID!, ip: String): Engagement!
      adsUpdateViewsCount(id: ID!, ip: String): Engagement!
    }
  `,
  resolvers: {
    Ad: { viewsCount: viewsCountWithPending(ENTITIES.ad) },
    Auction: {
      viewsCount: viewsCountWithPending(ENTITIES.auction),
      closed: (auction: { status?: string | null; expiryDate?: string | null }) =>
        auction.status === 'closed' || (auction.expiryDate != null && Date.parse(auction.expiryDate) <= Date.now()),
    },
    Query: {
      auctionList: listResolver(
        ENTITIES.auction,
        { limit: 6, sortBy: 'asc', orderBy: { ...byCreated, expiryDate: 'expiry_date', postDate: 'post_date' } },
        byBranch,
      ),
      auctionFind: findResolver(ENTITIES.auction),
      albumList: listResolver(ENTITIES.album, { limit: 6, sortBy: 'asc', orderBy: byCreated }),
      albumFind: findResolver(ENTITIES.album),
      administrationFindDefault: async (_p: unknown, _a: unknown, ctx: Context) => {
        const row = await defaultAdministration(ctx.db);
        return row ? present(ENTITIES.administration, row) : null;
      },
      directorList: listResolver(ENTITIES.director, { limit: 20, sortBy: 'asc', orderBy: { order: 'sort_order', ...byCreated } }),
      liveList: listResolver(ENTITIES.live, { limit: 6, sortBy: 'desc', orderBy: byCreated }),
      generalAssemblyList: listResolver(ENTITIES.generalAssembly, { limit: 6, sortBy: 'asc', orderBy: byCreated }, () => ({
        equals: { status: 'ACTIVE' },
      })),
      generalAssemblyFind: findResolver(ENTITIES.generalAssembly, { equals: { status: 'ACTIVE' } }),
      sponsorList: listResolver(ENTITIES.sponsor, { limit: 100, sortBy: 'asc', orderBy: byCreated }),
      adsList: listResolver<{ type?: string | null; appearIn?: string | null }>(
        ENTITIES.ad,
        { limit: 50, sortBy: 'asc', orderBy: byCreated },
        (args: ListArgs<{ type?: string | null; appearIn?: string | null }>) => {
          const { type, appearIn } = args.filter ?? {};
          const conditions: Conditions = {
            equals: type ? { type } : {},
            anyOf: appearIn ? { appear_in: appearIn === 'both' ? ['both'] : [appearIn, 'both'] } : {},
            nullOrAfter: { end_date: new Date().toISOString() },
          };
          return conditions;
        },
      ),
      socialMediaList: listResolver(ENTITIES.socialMedia, { limit: 10, sortBy: 'asc', orderBy: byCreated }, () => ({
        equals: { status: 'enabled' },
      })),
      sportCategoryList: listResolver(
        ENTITIES.sportCategory,
        { limit: 10, sortBy: 'asc', orderBy: { index: 'sort_index', ...byCreated } },
        () => ({ equals: { parent_id: 0 } }),
      ),
      matchNext: async (_p: unknown, _a: unknown, ctx: Context) => {
        const row = await nextMatch(ctx.db, new Date().toISOString());
        return row ? present(ENTITIES.match, row) : null;
      },
    },
    GeneralAssembly: {
      pdf: (row: { pdfUrl?: string | null; id: string }) =>
        row.pdfUrl ? { name: `general-assembly-${row.id}.pdf`, publicUrl: row.pdfUrl } : null,
    },
    SportCategory: {
      subCategories: async (parent: { id: string }, _a: unknown, ctx: Context) => {
        const rows = await sportSubCategories(ctx.db, Number(parent.id));
        return rows.map((row) => present(ENTITIES.sportCategory, row));
      },
    },
    Mutation: {
      auctionUpdateViewsCount: (_p: unknown, a: EngagementArgs, ctx: Context) =>
        view(ctx.db, ctx.views, ENTITIES.auction, a.id, visitorOf(ctx)),
      adsUpdateViewsCount: (_p: unknown, a: EngagementArgs, ctx: Context) => view(ctx.db, ctx.views, ENTITIES.ad, a.id, visitorOf(ctx)),
    },
  },
};
