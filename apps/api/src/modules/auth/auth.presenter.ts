import {
  DEFAULT_AVATAR,
  peerName,
  roleNameForRoleId,
  type AccountDetails,
  type DisplayNameChoice,
  type FeatureKind,
  type Role,
  type SessionUser,
} from '@stillpoint/contracts';
import type { UserWithClinic } from './auth.repository.js';

export function avatarUrl(avatar: string | null): string {
  return avatar || DEFAULT_AVATAR;
}

/** What leaves the server about the signed-in user (never the password hash or internal flags). */
export function presentSessionUser({ user, clinicName }: UserWithClinic): SessionUser {
  return {
    userid: user.id,
    role: user.role as Role,
    roleid: user.roleid,
    fullName: user.fullName,
    username: user.username,
    email: user.email,
    avatar: avatarUrl(user.avatarUrl),
    clinicId: user.clinicId,
    clinicName: clinicName ?? null,
  };
}

/** The account's own view, with its effective features (the web app hides what is switched off). */
export function presentAccountDetails(row: UserWithClinic, features: { kind: FeatureKind | null; features: Record<string, boolean> }): AccountDetails {
  return {
    ...presentSessionUser(row),
    phone: row.user.phone,
    featureKind: features.kind,
    features: features.features,
    roleName: roleNameForRoleId(row.user.roleid),
    emailVerified: row.user.emailVerifiedAt !== null,
    approved: row.user.confirmedByAdmin && row.user.confirmedByUser,
    createdAt: row.user.createdAt.toISOString(),
    lastLoginAt: row.user.lastLoginAt?.toISOString() ?? null,
    displayNameChoice: row.user.displayNameChoice as DisplayNameChoice,
    displayName: row.user.displayName,
    peerName: peerName(row.user),
    // Only the clinic account manages its clinic: it alone gets (and may change) the clinic's contact details.
    clinic:
      row.user.role === 'clinic' && row.user.clinicId !== null && row.clinicName !== null
        ? { id: row.user.clinicId, name: row.clinicName, email: row.clinicEmail, phone: row.clinicPhone, address: row.clinicAddress, country: row.clinicCountry }
        : null,
  };
}
