import { permissionsOf } from '../../../shared/access/permissions';
import { camelRow } from '../../db/camel';
import type { UserWithRoles } from '../../db/tables/auth';

export interface UploadedFile {
  id: string;
  name: string;
  sizeInBytes: number;
  publicUrl: string;
  privateUrl: string | null;
}

/** The only way a user leaves the server: no password hash, abilities included. */
export function presentUser(user: UserWithRoles) {
  const { password_hash: _hash, token_version: _version, ...shown } = user;
  return camelRow(shown, {
    authenticationUid: user.id,
    fullName: [user.first_name ?? '', user.last_name ?? ''].filter(Boolean).join(' ') || null,
    avatars: JSON.parse(user.avatars) as UploadedFile[],
    permissions: permissionsOf(user.roles),
    disabled: user.disabled === 1,
    emailVerified: user.email_verified === 1,
    deviceTokens: [] as string[],
  });
}
