import { ITEM_TYPES, type ItemType } from './items/states';
import type { Permission } from './access/permissions';
import { needs, open, own, type Access } from './access/contract';
import { ACTION_PERMISSIONS } from './items/actions';

// Who may call each GraphQL operation, and on whose records: the one access
// contract (docs/ARCHITECTURE.md "Adding an operation"). The server refuses
// every operation missing here at start, gates each one with its row before
// the resolver runs, and a test walks every row for every role over HTTP.
// The PWA shows a menu entry, route or button only when its operation's row
// lets the user in (pwa/session/access.ts).

/** Reading the items database: any catalog kind's or stage's read permission. */
const ITEM_READERS = [
  'productRead',
  'sparePartRead',
  'accessoryRead',
  'importerRead',
  'exportRead',
  'activationRead',
] as const satisfies readonly Permission[];
/** The totals read items of the kinds the caller may read. */
const CATALOG_READERS = ['productRead', 'sparePartRead', 'accessoryRead'] as const satisfies readonly Permission[];

function catalogOperations() {
  const out: Record<string, Access> = {};
  for (const kind of ITEM_TYPES) {
    const p = (action: 'Read' | 'Create' | 'Edit' | 'Destroy' | 'Import'): Permission => `${kind}${action}`;
    Object.assign(out, {
      [`${kind}List`]: needs(p('Read')),
      [`${kind}Find`]: needs(p('Read')),
      [`${kind}Create`]: needs(p('Create')),
      [`${kind}Update`]: needs(p('Edit')),
      [`${kind}Destroy`]: needs(p('Destroy')),
      [`${kind}Import`]: needs(p('Import')),
    });
  }
  return out as Record<`${ItemType}${'List' | 'Find' | 'Create' | 'Update' | 'Destroy' | 'Import'}`, Access>;
}

function placeOperations() {
  const out: Record<string, Access> = {};
  for (const level of ['governorate', 'city', 'region'] as const) {
    Object.assign(out, {
      // Place names fill the public site's and the forms' select boxes.
      [`${level}List`]: open,
      [`${level}Find`]: open,
      [`${level}Create`]: needs('sellerCreate'),
      [`${level}Update`]: needs('sellerEdit'),
      [`${level}Destroy`]: needs('sellerDestroy'),
    });
  }
  return out as Record<`${'governorate' | 'city' | 'region'}${'List' | 'Find' | 'Create' | 'Update' | 'Destroy'}`, Access>;
}

/** The public club site: read by anyone, with likes, views and its forms. */
const PUBLIC_SITE = [
  'newsList',
  'newsFind',
  'articleList',
  'articleFind',
  'categoryList',
  'branchList',
  'branchFind',
  'restaurantList',
  'restaurantFind',
  'clinicList',
  'culturalList',
  'telecomList',
  'telecomFind',
  'parkingList',
  'parkingFind',
  'libraryList',
  'libraryFind',
  'kindergartenList',
  'kindergartenFind',
  'activityList',
  'activityFind',
  'discountsList',
  'discountsFind',
  'publicOfferList',
  'auctionList',
  'auctionFind',
  'albumList',
  'albumFind',
  'administrationFindDefault',
  'directorList',
  'liveList',
  'generalAssemblyList',
  'generalAssemblyFind',
  'sponsorList',
  'adsList',
  'socialMediaList',
  'sportCategoryList',
  'matchNext',
  'newsUpdateViewsCount',
  'newsLike',
  'newsUnlike',
  'articleUpdateViewsCount',
  'articleLike',
  'articleUnlike',
  'auctionUpdateViewsCount',
  'adsUpdateViewsCount',
  'formsCreate',
] as const;

export const OPERATIONS = {
  // system
  appInfo: open,
  ping: open,

  // auth: sign-in and the caller's own account
  authMe: open,
  authIsEmailConfigured: open,
  authSocialProviders: open,
  authSignUp: open,
  authSignIn: open,
  authRefresh: open,
  authSignOut: open,
  authSendPasswordResetEmail: open,
  authSendSignInLink: open,
  authSignInWithLink: open,
  authVerifyEmail: open,
  authPasswordReset: open,
  authSendEmailAddressVerificationEmail: own,
  authUpdateProfile: own,
  authSendWelcomeEmail: needs('iamCreate'),

  // members of the public site
  memberLookup: open,
  memberSendCode: open,
  memberVerifyCode: open,
  memberEmailSignIn: open,
  // The signed-in member's own warranty registrations and complaints (their /profile).
  memberActivity: own,

  // settings
  appSettings: open,
  settingsFind: needs('settingsEdit'),
  // Labels print for whoever makes factory batches (their labels) and for the settings' owner; the settings stay owner-only (issue 17).
  labelSettings: needs(['settingsEdit', 'productCreate', 'sparePartCreate', 'accessoryCreate']),
  // A warranty certificate prints for whoever may read the item it is for.
  certificateSettings: needs(ITEM_READERS),
  settingsHistory: needs('settingsEdit'),
  settingsSave: needs('settingsEdit'),
  settingsDelete: needs('settingsEdit'),

  // complaints: an outlet account handles its own outlet's
  complaintCreate: open,
  complaintRecord: needs('complaintCreate', 'outlet'),
  complaintList: needs('complaintRead', 'outlet'),
  complaintFind: needs('complaintRead', 'outlet'),
  complaintReply: needs('complaintEdit', 'outlet'),
  complaintLock: needs('complaintEdit', 'outlet'),
  complaintUnlock: needs('complaintEdit', 'outlet'),
  complaintDestroy: needs('complaintDestroy', 'outlet'),
  // warranty claims: read by the complaint handlers; moved by offline actions (shared/items/actions.ts)
  warrantyClaimList: needs('complaintRead', 'outlet'),

  // catalog (products, spare parts, accessories) and its imports
  ...catalogOperations(),

  // geography
  ...placeOperations(),

  // outlets: an outlet account sees only its own
  sellerList: needs(['sellerRead', 'branchRead'], 'outlet'),
  sellerFind: needs(['sellerRead', 'branchRead'], 'outlet'),
  sellerCreate: needs(['sellerCreate', 'branchCreate']),
  sellerUpdate: needs(['sellerEdit', 'branchEdit'], 'outlet'),
  sellerChangeStatus: needs(['sellerEdit', 'branchEdit'], 'outlet'),
  sellerDestroy: needs(['sellerDestroy', 'branchDestroy'], 'outlet'),
  sellerLinkUser: needs(['sellerEdit', 'branchEdit'], 'outlet'),
  sellerAccountOptions: needs(['sellerEdit', 'branchEdit'], 'outlet'),
  applicationCreate: open,
  applicationList: needs('sellerRead'),
  applicationMarkContacted: needs('sellerEdit'),
  applicationReject: needs('sellerEdit'),

  // items: an outlet account reads its outlet's items (and the stock when it may take from it)
  itemList: needs(ITEM_READERS, 'outlet'),
  itemFind: needs(ITEM_READERS, 'outlet'),
  itemTimeline: needs(ITEM_READERS, 'outlet'),
  activationRecordList: needs('activationRead', 'outlet'),
  itemFactoryCreate: needs(['productCreate', 'sparePartCreate', 'accessoryCreate']),
  itemImport: needs(['productImport', 'sparePartImport', 'accessoryImport']),
  warrantyLookup: open,
  warrantyRegisterStart: open,
  warrantyRegisterConfirm: open,

  // replication of the device's data, and its offline actions
  itemPull: needs(ITEM_READERS, 'outlet'),
  sellerPull: needs('exportCreate', 'outlet'),
  actionPush: needs(ACTION_PERMISSIONS, 'outlet'),

  // dashboard and totals: an outlet account's figures are its outlet's
  dashboard: needs(CATALOG_READERS, 'outlet'),
  totalWarehouse: needs(CATALOG_READERS, 'outlet'),
  totalInventory: needs(CATALOG_READERS, 'outlet'),
  totalExportation: needs(CATALOG_READERS, 'outlet'),

  // users and the audit log
  iamListUsers: needs('iamRead'),
  iamListRoles: needs('iamRead'),
  iamFind: needs('iamRead'),
  // An outlet account (seller, distributor) finds its own outlet's accounts only, not every staff name and address.
  iamUserAutocomplete: needs('iamUserAutocomplete', 'outlet'),
  iamCreate: needs('iamCreate'),
  iamEdit: needs('iamEdit'),
  iamRemove: needs('iamEdit'),
  iamChangeStatus: needs('iamChangeStatus'),
  iamImport: needs('iamImport'),
  auditLogList: needs('auditLogRead'),

  // the public site's content in the back-office, offers included
  contentAdminList: needs('contentRead'),
  contentAdminFind: needs('contentRead'),
  contentAdminCreate: needs('contentCreate'),
  contentAdminUpdate: needs('contentEdit'),
  contentAdminPublish: needs('contentEdit'),
  contentAdminDestroy: needs('contentDestroy'),
  offerList: needs('contentRead'),
  offerFind: needs('contentRead'),
  offerCreate: needs('contentCreate'),
  offerUpdate: needs('contentEdit'),
  offerDestroy: needs('contentDestroy'),
  // the sponsor enquiries the public site's "Email Us" sends (formsCreate, public)
  contactFormList: needs('contentRead'),

  ...(Object.fromEntries(PUBLIC_SITE.map((name) => [name, open])) as Record<(typeof PUBLIC_SITE)[number], Access>),
} satisfies Record<string, Access>;

export type OperationName = keyof typeof OPERATIONS;

export function isOperationName(value: string): value is OperationName {
  return Object.prototype.hasOwnProperty.call(OPERATIONS, value);
}
