import type { ItemRef, Signature } from '@stillpoint/contracts';
import { presentPersonView, type PersonViewer, type PersonViewRow } from '../people/person-view.presenter.js';
import { mediaUrl } from '../media/media.presenter.js';
import type { ItemRow } from './engagement.repository.js';

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

/** A review, its author as the reader may see them (the person-view presenter). */
export function presentReview(reader: PersonViewer, row: {
  id: number;
  rating: number | null;
  review: string | null;
  createdAt: Date;
  updatedAt: Date;
  author: PersonViewRow;
}) {
  return {
    id: row.id,
    rating: row.rating,
    review: row.review ?? '',
    author: presentPersonView(row.author, reader),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A stored signature (user_sign: the typed name or the drawn image's data URL). */
export function presentSignature(row: { id: number; classId: number | null; signature: string; createdAt: Date }): Signature {
  return { id: row.id, class_id: row.classId, user_sign: row.signature, createdAt: row.createdAt.toISOString() };
}
