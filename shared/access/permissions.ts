// Spec back-office §6 as data: roles, permissions, and which roles allow each
// permission. Both sides read this one table: the server to authorize every
// operation, the PWA to hide what the user cannot do. A user passes a check
// when any role they hold allows it.

/** Entities with the full set of per-entity roles and permissions (§6). */
export const ENTITIES = [
  'product',
  'sparePart',
  'accessory',
  'seller',
  'branch',
  'importer',
  'export',
  'activation',
  'complaint',
  'customer',
] as const;
export type Entity = (typeof ENTITIES)[number];

const ENTITY_ROLES = ENTITIES.flatMap((e) => [`${e}Editor`, `${e}Viewer`] as const);

export const ROLES = [
  'owner',
  'admin',
  'editor',
  'viewer',
  'auditLogViewer',
  'iamSecurityReviewer',
  'entityEditor',
  'entityViewer',
  ...(ENTITY_ROLES as Array<`${Entity}Editor` | `${Entity}Viewer`>),
  // Beyond the spec: managing the public club site's content.
  'contentEditor',
  'contentViewer',
] as const;
export type Role = (typeof ROLES)[number];

type Action = 'Import' | 'Export' | 'Create' | 'Edit' | 'Destroy' | 'Read' | 'Autocomplete';

const fullAccess: Role[] = ['owner', 'admin'];
const iamManagers: Role[] = ['owner', 'iamSecurityReviewer', 'editor'];

const matrix = {
  iamEdit: iamManagers,
  iamCreate: iamManagers,
  iamImport: iamManagers,
  iamRead: ['owner', 'admin', 'iamSecurityReviewer', 'editor', 'viewer'],
  iamUserAutocomplete: ['owner', 'admin', 'editor', 'viewer', 'activationEditor', 'activationViewer'],
  // §6 "an admin can enable or disable users": the table gives admin no iamEdit,
  // so enabling/disabling is its own permission (docs/decisions.md).
  iamChangeStatus: ['owner', 'admin', 'iamSecurityReviewer', 'editor'],
  auditLogRead: ['owner', 'auditLogViewer', 'viewer'],
  settingsEdit: ['owner'],
  ...entityPermissions(),
  contentCreate: ['owner', 'admin', 'editor', 'contentEditor'],
  contentEdit: ['owner', 'admin', 'editor', 'contentEditor'],
  contentDestroy: ['owner', 'admin', 'editor', 'contentEditor'],
  contentRead: ['owner', 'admin', 'editor', 'contentEditor', 'viewer', 'contentViewer'],
} satisfies Record<string, Role[]>;

function entityPermissions() {
  const out: Record<string, Role[]> = {};
  for (const entity of ENTITIES) {
    // "Customer is the same without admin."
    const base: Role[] = entity === 'customer' ? ['owner', 'editor', 'entityEditor'] : [...fullAccess, 'editor', 'entityEditor'];
    const editors: Role[] = [...base, `${entity}Editor`];
    const readers: Role[] = [...editors, 'viewer', 'entityViewer', `${entity}Viewer`];
    const actions: Array<[Action, Role[]]> = [
      ['Import', editors],
      ['Create', editors],
      ['Edit', editors],
      ['Destroy', editors],
      ['Read', readers],
    ];
    // Export of lists: only product, sparePart and accessory (§6).
    if (entity === 'product' || entity === 'sparePart' || entity === 'accessory') actions.push(['Export', editors]);
    // Autocomplete: read roles plus the activation roles, not for importer and export.
    if (entity !== 'importer' && entity !== 'export') actions.push(['Autocomplete', [...readers, 'activationEditor', 'activationViewer']]);
    for (const [action, roles] of actions) out[`${entity}${action}`] = [...new Set(roles)];
  }
  return out as Record<
    | `${Entity}${Exclude<Action, 'Export' | 'Autocomplete'>}`
    | `${'product' | 'sparePart' | 'accessory'}Export`
    | `${Exclude<Entity, 'importer' | 'export'>}Autocomplete`,
    Role[]
  >;
}

export type Permission = keyof typeof matrix;
export const PERMISSIONS = Object.keys(matrix) as Permission[];
export const PERMISSION_MATRIX: Readonly<Record<Permission, readonly Role[]>> = matrix;

/** True when any of the roles allows the permission. No roles: nothing. */
export function can(roles: readonly string[] | undefined | null, permission: Permission): boolean {
  if (!roles?.length) return false;
  const allowed = matrix[permission] as readonly string[];
  return roles.some((role) => allowed.includes(role));
}

/** Everything the roles allow, for presenting abilities with the user. */
export function permissionsOf(roles: readonly string[]): Permission[] {
  return PERMISSIONS.filter((permission) => can(roles, permission));
}
