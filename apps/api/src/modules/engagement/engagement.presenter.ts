import type { Author, ItemRef, Signature } from '@stillpoint/contracts';
import { avatarUrl } from '../auth/auth.presenter.js';
import { mediaUrl } from '../media/media.presenter.js';
import type { ItemRow } from './engagement.repository.js';

export interface AuthorRow {
  userid: number;
  fullName: string;
  avatarUrl: string | null;
  clinicId: number | null;
}
/** Who reads: decides how much of an author's name they see. */
export interface Reader {
  userId: number;
  clinicId: number | null;
}

/**
 * An author as a reader sees them. Shared classes and meditations are seen across clinics: belonging to a
 * clinic says something about a person's care, so people of another clinic (and personal users, who have
 * none) see the first name and an initial only, and the default avatar. One's own clinic sees the full name.
 */
export function presentAuthor(row: AuthorRow, reader: Reader): Author {
  const sameClinic = row.userid === reader.userId || (reader.clinicId !== null && row.clinicId === reader.clinicId);
  if (sameClinic) return { userid: row.userid, fullName: row.fullName, avatar: avatarUrl(row.avatarUrl) };
  return { userid: row.userid, fullName: shortName(row.fullName), avatar: avatarUrl(null) };
}

/** "Priya Nair" -> "Priya N."; a single name stays as it is. */
export function shortName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/);
  if (parts.length < 2) return parts[0] ?? '';
  return `${parts[0]} ${parts[parts.length - 1]!.charAt(0).toUpperCase()}.`;
}

export function presentItem(row: ItemRow): ItemRef {
  return {
    type: row.type,
    id: row.id,
    title: row.title,
    image: row.imageKey ? mediaUrl(row.imageKey) : null,
    classId: row.classId,
    contentType: row.contentType,
  };
}

export function presentReview(reader: Reader, row: {
  id: number;
  rating: number | null;
  review: string | null;
  createdAt: Date;
  updatedAt: Date;
  author: AuthorRow;
}) {
  return {
    id: row.id,
    rating: row.rating,
    review: row.review ?? '',
    author: presentAuthor(row.author, reader),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A stored signature (user_sign: the typed name or the drawn image's data URL). */
export function presentSignature(row: { id: number; classId: number | null; signature: string; createdAt: Date }): Signature {
  return { id: row.id, class_id: row.classId, user_sign: row.signature, createdAt: row.createdAt.toISOString() };
}
