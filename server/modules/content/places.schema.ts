import type { GraphQLModule } from '../../graphql/module';
import { AUDIT_FIELDS, byBranch, findResolver, listResolver, pageType, type ListArgs } from './common';
import { ENTITIES } from './entities';
import { findOne, parseId, type ListSpec } from './content.repository';
import type { Context } from '../../graphql/context';
import { branchIdOfSlug } from './public.repository';

const byCreated = { createdAt: 'created_at' };
const six: ListSpec = { limit: 6, sortBy: 'asc', orderBy: byCreated };
const ten: ListSpec = { limit: 10, sortBy: 'asc', orderBy: byCreated };

/** Branches and the services found in them (restaurants, clinics, telecom, parking, library, …). */
export const placesModule: GraphQLModule = {
  name: 'content.places',
  typeDefs: /* GraphQL */ `
    type Branch {
      id: ID!
      "Stable short name, kept by the PWA in current_branch (default smouha)."
      slug: String!
      name: Localized!
      description: Localized!
      address: Localized!
      images: [String!]!
      backgroundVideo: String
      thumbnail: String
      ${AUDIT_FIELDS}
    }
    ${pageType('Branch')}

    type Restaurant {
      id: ID!
      branchId: ID
      name: Localized!
      description: Localized!
      location: Localized!
      openHours: Localized!
      phoneNumber: String
      logo_thumbnail: String
      logo: String
      banner: String
      menus: [String!]!
      menuUrl: String
      "The spec's second shape of a restaurant (another area's list) names these two: the phone number, and the logo's thumbnail (the logo when none was made)."
      number: String
      thumbnail: String
      ${AUDIT_FIELDS}
    }
    ${pageType('Restaurant')}

    type ClinicDoctor {
      name: Localized!
      speciality: Localized!
      schedule: Localized!
    }

    type Clinic {
      id: ID!
      branchId: ID
      description: Localized!
      adminName: Localized!
      adminPhoneNumber: String
      clinics: [ClinicDoctor!]!
      ${AUDIT_FIELDS}
    }
    ${pageType('Clinic')}

    type Cultural {
      id: ID!
      banner: String
      title: Localized!
      description: Localized!
      ${AUDIT_FIELDS}
    }
    ${pageType('Cultural')}

    type Telecom {
      id: ID!
      branchId: ID
      logo: String
      banner: String
      title: Localized!
      description: Localized!
      adminName: Localized!
      adminPhoneNumber: String
      openHours: Localized!
      ${AUDIT_FIELDS}
    }
    ${pageType('Telecom')}

    type Parking {
      id: ID!
      branchId: ID
      banner: String
      description: Localized!
      adminName: Localized!
      adminPhoneNumber: String
      annualSubscription: Float
      openHours: Localized!
      places: Int!
      ${AUDIT_FIELDS}
    }
    ${pageType('Parking')}

    type Library {
      id: ID!
      branchId: ID
      name: Localized!
      description: Localized!
      location: Localized!
      phoneNumber: String
      openHours: Localized!
      images: [String!]!
      banner: String
      ${AUDIT_FIELDS}
    }
    ${pageType('Library')}

    type Kindergarten {
      id: ID!
      branchId: ID
      name: Localized!
      description: Localized!
      adminName: Localized!
      openHours: Localized!
      activities: Localized!
      adminPhoneNumber: String
      logo_thumbnail: String
      logo: String
      banner: String
      ${AUDIT_FIELDS}
    }
    ${pageType('Kindergarten')}

    type ActivityDetails {
      title: Localized!
      subject: Localized!
    }

    "A non-athletes activity."
    type Activity {
      id: ID!
      branchId: ID
      logo: String
      name: Localized!
      details: ActivityDetails!
      ${AUDIT_FIELDS}
    }
    ${pageType('Activity')}

    enum DiscountType {
      medical
      restaurant
    }

    input DiscountFilter {
      branchId: ID
      type: DiscountType
    }

    "A medical or restaurant discount (one entity, told apart by type)."
    type Discount {
      id: ID!
      branchId: ID
      type: DiscountType!
      name: Localized!
      description: Localized!
      addresses: Localized!
      "Spelt so in the spec."
      pohoneNumbers: [String!]!
      offers: Localized!
      banner: String
      logo: String
      logo_thumbnail: String
      ${AUDIT_FIELDS}
    }
    ${pageType('Discount')}

    extend type Query {
      "10 a page, oldest first."
      branchList(orderBy: String, pagination: PaginationInput): BranchPage!
      "By id or slug."
      branchFind(id: ID!): Branch
      restaurantList(filter: BranchFilter, orderBy: String, pagination: PaginationInput): RestaurantPage!
      restaurantFind(id: ID!): Restaurant
      clinicList(filter: BranchFilter, orderBy: String, pagination: PaginationInput): ClinicPage!
      culturalList(orderBy: String, pagination: PaginationInput): CulturalPage!
      telecomList(filter: BranchFilter, orderBy: String, pagination: PaginationInput): TelecomPage!
      telecomFind(id: ID!): Telecom
      parkingList(filter: BranchFilter, orderBy: String, pagination: PaginationInput): ParkingPage!
      parkingFind(id: ID!): Parking
      libraryList(filter: BranchFilter, orderBy: String, pagination: PaginationInput): LibraryPage!
      libraryFind(id: ID!): Library
      kindergartenList(filter: BranchFilter, orderBy: String, pagination: PaginationInput): KindergartenPage!
      kindergartenFind(id: ID!): Kindergarten
      activityList(filter: BranchFilter, orderBy: String, pagination: PaginationInput): ActivityPage!
      activityFind(id: ID!): Activity
      discountsList(filter: DiscountFilter, orderBy: String, pagination: PaginationInput): DiscountPage!
      discountsFind(id: ID!): Discount
    }
  `,
  resolvers: {
    Query: {
      branchList: listResolver(ENTITIES.branch, ten),
      branchFind: (_p: unknown, args: { id: string }, ctx: Context) =>
        parseId(args.id) !== undefined
          ? findOne(ctx.db, ENTITIES.branch, args.id)
          : branchIdOfSlug(ctx.db, args.id).then((id) => (id !== undefined ? findOne(ctx.db, ENTITIES.branch, id) : null)),
      restaurantList: listResolver(ENTITIES.restaurant, six, byBranch),
      restaurantFind: findResolver(ENTITIES.restaurant),
      clinicList: listResolver(ENTITIES.clinic, ten, byBranch),
      culturalList: listResolver(ENTITIES.cultural, ten),
      telecomList: listResolver(ENTITIES.telecom, six, byBranch),
      telecomFind: findResolver(ENTITIES.telecom),
      parkingList: listResolver(ENTITIES.parking, ten, byBranch),
      parkingFind: findResolver(ENTITIES.parking),
      libraryList: listResolver(ENTITIES.library, ten, byBranch),
      libraryFind: findResolver(ENTITIES.library),
      kindergartenList: listResolver(ENTITIES.kindergarten, six, byBranch),
      kindergartenFind: findResolver(ENTITIES.kindergarten),
      activityList: listResolver(ENTITIES.activity, ten, byBranch),
      activityFind: findResolver(ENTITIES.activity),
      discountsList: listResolver<{ branchId?: string | null; type?: string | null }>(
        ENTITIES.discount,
        six,
        async (args: ListArgs<{ branchId?: string | null; type?: string | null }>, db) => {
          const branch = await byBranch(args, db);
          const type = args.filter?.type;
          return { equals: { ...branch.equals, ...(type ? { type } : {}) } };
        },
      ),
      discountsFind: findResolver(ENTITIES.discount),
    },
    Restaurant: {
      number: (restaurant: { phoneNumber: string | null }) => restaurant.phoneNumber,
      // A restaurant saved without a thumbnail shows its logo, as its card does.
      thumbnail: (restaurant: { logo_thumbnail: string | null; logo: string | null }) => restaurant.logo_thumbnail ?? restaurant.logo,
    },
    Activity: {
      details: (activity: { detailsTitle: unknown; detailsSubject: unknown }) => ({
        title: activity.detailsTitle,
        subject: activity.detailsSubject,
      }),
    },
  },
};
