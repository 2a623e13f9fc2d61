import { featureGroupFor, roleNameForRoleId, type FeatureKind, type PersonSummary, type Role } from '@stillpoint/contracts';
import { avatarUrl } from '../auth/auth.presenter.js';
import type { ResolvedFeature } from '../features/features.service.js';
import type { PersonRow } from './people.repository.js';

/** What leaves the server about a person someone else manages (never the hash, tokens or internal ids). */
export function presentPerson({ user, clinicName }: PersonRow): PersonSummary {
  return {
    userid: user.id,
    role: user.role as Role,
    roleid: user.roleid,
    roleName: roleNameForRoleId(user.roleid),
    fullName: user.fullName,
    username: user.username,
    email: user.email,
    phone: user.phone,
    avatar: avatarUrl(user.avatarUrl),
    clinicId: user.clinicId,
    clinicName: clinicName ?? null,
    emailVerified: user.emailVerifiedAt !== null,
    confirmedByUser: user.confirmedByUser,
    confirmedByAdmin: user.confirmedByAdmin,
    hasPassword: user.passwordHash !== null,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
  };
}

/** Assignment rows grouped per person, as `{userid, fullName}` lists. */
export function groupRefs<K extends string>(
  rows: ReadonlyArray<Record<K, number> & { userid: number; fullName: string }>,
  key: K,
) {
  const grouped = new Map<number, Array<{ userid: number; fullName: string }>>();
  for (const row of rows) {
    const list = grouped.get(row[key]) ?? [];
    list.push({ userid: row.userid, fullName: row.fullName });
    grouped.set(row[key], list);
  }
  return (id: number) => grouped.get(id) ?? [];
}

/** A person's features with the layers that decide each one. */
export function presentPersonFeatures(userid: number, resolved: { kind: FeatureKind | null; features: ResolvedFeature[] }) {
  return {
    userid,
    kind: resolved.kind,
    tabsKey: resolved.kind ? featureGroupFor(resolved.kind).tabsKey : null,
    tabs: resolved.features.map((feature) => ({ ...feature })),
  };
}
