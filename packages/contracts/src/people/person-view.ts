import * as linkify from 'linkifyjs';
import { z } from 'zod';

/*
 * How a person appears to someone else (docs/decisions/0010-peer-privacy.md). For a therapy product, that a
 * patient belongs to a clinic and what they practise is health data: other patients and personal users see
 * only the name each person chooses for them; the person's own clinic team and administrators see the real
 * name. The API decides (apps/api/src/modules/people/person-view.presenter.ts); these are the shared pieces:
 * the choice, the typed name's rule, the name peers see and the shape every endpoint returns for a person.
 */

/**
 * What peers see of a person: `initial` first name and initial ("Priya N.", the default), `anonymous`
 * ("Anonymous"), or `custom` (a name the person typed, `displayName`).
 */
export const DISPLAY_NAME_CHOICES = ['initial', 'anonymous', 'custom'] as const;
export type DisplayNameChoice = (typeof DISPLAY_NAME_CHOICES)[number];
export const DEFAULT_DISPLAY_NAME_CHOICE: DisplayNameChoice = 'initial';

export const DISPLAY_NAME_MIN = 2;
export const DISPLAY_NAME_MAX = 40;
/** The name peers see of a person who chose to be anonymous. */
export const ANONYMOUS_NAME = 'Anonymous';

export const DISPLAY_NAME_MESSAGES = {
  required: 'Enter the name others see',
  tooShort: `Use at least ${DISPLAY_NAME_MIN} characters`,
  tooLong: `Use at most ${DISPLAY_NAME_MAX} characters`,
  contact: 'Use a name without e-mail addresses or links',
  characters: 'Use letters, digits, spaces and common punctuation only',
} as const;

/**
 * Does the text hold an e-mail address or a link? linkifyjs knows the IANA top-level domains, so
 * "calm.io" and "me@mail.com" are caught while "J.R. Tolkien" or "Dr.Who" are not; "www." is caught too.
 */
export function containsContact(text: string): boolean {
  return (
    /(^|[^\p{L}\p{N}])www\./iu.test(text) || linkify.find(text).some((match) => match.type === 'email' || match.type === 'url')
  );
}

/** No control, format (invisible, direction-changing) or private-use characters: a name reads as it looks. */
const HIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\u2028\u2029]/u;

/** The name a person types for peers: trimmed, spaces collapsed, 2 to 40 characters, no e-mail or link. */
export const displayNameField = z
  .string()
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(DISPLAY_NAME_MIN, DISPLAY_NAME_MESSAGES.tooShort)
      .max(DISPLAY_NAME_MAX, DISPLAY_NAME_MESSAGES.tooLong)
      .refine((value) => !HIDDEN_CHARACTERS.test(value), DISPLAY_NAME_MESSAGES.characters)
      .refine((value) => !containsContact(value), DISPLAY_NAME_MESSAGES.contact),
  );

/** "Priya Nair" -> "Priya N."; a single name stays as it is. */
export function initialName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length < 2) return parts[0] ?? ANONYMOUS_NAME;
  const last = parts[parts.length - 1]!;
  return `${parts[0]} ${Array.from(last)[0]!.toLocaleUpperCase()}.`;
}

/** The name peers see of a person, from their choice (the server's rule, and the Account page's preview). */
export function peerName(person: {
  fullName: string;
  displayNameChoice: DisplayNameChoice | string;
  displayName: string | null;
}): string {
  if (person.displayNameChoice === 'anonymous') return ANONYMOUS_NAME;
  if (person.displayNameChoice === 'custom' && person.displayName) return person.displayName;
  return initialName(person.fullName);
}

/**
 * A person as every endpoint returns them to someone else (review and story authors, class authors, who
 * assigned a task, members of a group later). Build it only with the API's person-view presenter.
 */
export const personView = z.object({
  /** The person's id, for those who see who they are (themself, their clinic's team, administrators); null for peers. */
  userid: z.number().int().nullable(),
  /** What this viewer may see: the real name, or the name the person chose for peers. */
  name: z.string(),
  /** Avatar URL; the default avatar for peers and for people without one. */
  avatar: z.string(),
  /** The viewer themself. */
  self: z.boolean(),
  /** A member of a clinic's team (clinic account, employee) or an administrator: shown by their professional name. */
  team: z.boolean(),
});
export type PersonView = z.infer<typeof personView>;
