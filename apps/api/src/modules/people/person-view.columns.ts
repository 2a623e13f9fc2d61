import type { AnyPgColumn } from 'drizzle-orm/pg-core';

type PersonColumn = 'id' | 'role' | 'clinicId' | 'fullName' | 'avatarUrl' | 'displayNameChoice' | 'displayName';
/** `users` or an alias of it (the alias's columns carry its own table name, hence the structural type). */
type UsersLike = Record<PersonColumn, AnyPgColumn>;

/**
 * The columns of a person that `presentPersonView` needs, from `users` or an alias of it
 * (`alias(users, 'giver')`). Select them as one nested object; a left join makes it null when nobody matches.
 */
export function personViewColumns<T extends UsersLike>(table: T): Pick<T, PersonColumn> {
  return {
    id: table.id,
    role: table.role,
    clinicId: table.clinicId,
    fullName: table.fullName,
    avatarUrl: table.avatarUrl,
    displayNameChoice: table.displayNameChoice,
    displayName: table.displayName,
  };
}
