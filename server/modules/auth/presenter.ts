import { permissionsOf } from '../../../shared/access/permissions';
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
  const firstName = user.first_name ?? '';
  const lastName = user.last_name ?? '';
  return {
    id: user.id,
    authenticationUid: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    fullName: [firstName, lastName].filter(Boolean).join(' ') || null,
    phoneNumber: user.phone_number,
    idNumber: user.id_number,
    userCategory: user.user_category,
    avatars: JSON.parse(user.avatars) as UploadedFile[],
    roles: user.roles,
    permissions: permissionsOf(user.roles),
    outletId: user.outletId,
    disabled: user.disabled === 1,
    emailVerified: user.email_verified === 1,
    userType: user.user_type,
    deviceTokens: [] as string[],
    createdAt: user.created_at,
    updatedAt: user.updated_at,
  };
}
