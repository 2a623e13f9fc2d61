import { DEFAULT_AVATAR, peerName, type PersonView, type Role } from '@stillpoint/contracts';
import { avatarUrl } from '../auth/auth.presenter.js';

/*
 * The one place that decides what a viewer receives of another person (DESIGN.md 4b, decision 0010).
 * Every endpoint that returns a person to someone else (review and story authors, class authors, who gave
 * a task, and later group members, challenge participants, event guests, chat contacts) selects the
 * person with `personViewColumns` (person-view.columns.ts) and turns the row into a `PersonView` here:
 *
 *   const rows = await db.select({ ..., author: personViewColumns(users) }).from(...).innerJoin(users, ...);
 *   rows.map((row) => ({ ..., author: presentPersonView(row.author, auth) }));
 *
 * Never put `users.fullName`, `email`, `username` or `avatarUrl` of someone else into a front response
 * by hand: `catalogue-privacy.test.ts` walks every endpoint a patient or personal user may call and fails
 * on another patient's name, e-mail, username or avatar.
 */

/** The columns of a person the rule needs (select them with personViewColumns). */
export interface PersonViewRow {
  id: number;
  role: string;
  clinicId: number | null;
  fullName: string;
  avatarUrl: string | null;
  displayNameChoice: string;
  displayName: string | null;
}

/** Who looks: an AuthContext fits. */
export interface PersonViewer {
  userId: number;
  role: Role;
  clinicId: number | null;
}

const TEAM_ROLES: ReadonlySet<string> = new Set(['masterAdmin', 'admin', 'clinic', 'employee']);
const ADMIN_ROLES: ReadonlySet<string> = new Set(['masterAdmin', 'admin']);

/**
 * Clinic accounts, employees and administrators act in their professional role: their name is how a
 * patient knows who wrote a class or gave a task, and it says nothing about anyone's health.
 */
export const isTeamMember = (person: Pick<PersonViewRow, 'role'>) => TEAM_ROLES.has(person.role);

/**
 * Does the viewer see who the person really is? Themself; anyone, for a team member; administrators;
 * and the team of the person's own clinic (its clinic account and employees). Nobody else: other
 * patients, personal users and the team of another clinic see only the name the person chose for peers.
 */
export function seesRealIdentity(person: Pick<PersonViewRow, 'id' | 'role' | 'clinicId'>, viewer: PersonViewer): boolean {
  if (person.id === viewer.userId) return true;
  if (isTeamMember(person)) return true;
  if (ADMIN_ROLES.has(viewer.role)) return true;
  return (
    (viewer.role === 'clinic' || viewer.role === 'employee') && viewer.clinicId !== null && person.clinicId === viewer.clinicId
  );
}

/** A person as this viewer may see them. */
export function presentPersonView(person: PersonViewRow, viewer: PersonViewer): PersonView {
  const self = person.id === viewer.userId;
  const team = isTeamMember(person);
  if (seesRealIdentity(person, viewer)) {
    return { userid: person.id, name: person.fullName, avatar: avatarUrl(person.avatarUrl), self, team };
  }
  return { userid: null, name: peerName(person), avatar: DEFAULT_AVATAR, self: false, team: false };
}
