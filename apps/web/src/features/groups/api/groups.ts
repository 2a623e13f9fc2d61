import {
  adminGroupsEndpoints,
  clinicGroupsEndpoints,
  type GroupsFamily,
} from '@stillpoint/contracts';
import { communityEndpoints, groupsEndpoints as front } from '@stillpoint/contracts/endpoints/community';
import { apiUpload, uploadForm, type UploadProgress } from '../../../lib/api-client';

/**
 * The calls of groups, by who makes them: members on the front (patients, employees, personal users), and
 * the group's owner in its management family (the clinic account, `clinics/groups/*`; administrators,
 * `admin/groups/*`), the same calls in both.
 */
export { front as frontGroups };

/** Which management family a staff page uses: the clinic account's or the administrators'. */
export type ManageFamily = 'clinic' | 'admin';

export const MANAGE_CALLS = {
  clinic: { ...clinicGroupsEndpoints, patients: communityEndpoints.clinicGroupsPatients },
  admin: { ...adminGroupsEndpoints, users: communityEndpoints.adminGroupsUsers },
} as const;

export const familyOf = (family: ManageFamily): GroupsFamily => (family === 'clinic' ? 'clinics' : 'admin');

/** What a member's action reads again (spec section 4): the lists, or the group detail and its feed when done on a post. */
export const FRONT_LISTS = [front.groupsList, front.groupDetail, front.recentPosts] as const;
export const FEED_READS = [front.groupDetail, front.groupPosts, front.postDetail, front.recentPosts, front.forumComments] as const;
/** Everything the management page reads (path prefixes of both families). */
export const MANAGE_READS = ['clinics/groups/', 'admin/groups/'] as const;

export interface NewPost {
  group_id: number;
  data: string;
  mentions: number[];
  images: File[];
}

/** Posts in a group: the text, mentioned members and up to four images, through the upload path. */
export function createPost(post: NewPost, onProgress?: UploadProgress) {
  const form = uploadForm(
    { group_id: post.group_id, data: post.data, mentions: post.mentions.length ? post.mentions.join(',') : undefined },
    { images: post.images },
  );
  return apiUpload(front.postCreate, form, onProgress ? { onProgress } : {});
}

export interface GroupFormValues {
  id?: number;
  title: string;
  description: string;
  visibility: 'open' | 'invite';
  image: File | null;
  remove_image: boolean;
}

/** Adds or edits a group (multipart, the cover in `image`): 'Group has been Added Successfully' / '…Updated…'. */
export function saveGroup(family: ManageFamily, values: GroupFormValues, onProgress?: UploadProgress) {
  const calls = MANAGE_CALLS[family];
  const fields = { title: values.title, description: values.description, visibility: values.visibility };
  const options = onProgress ? { onProgress } : {};
  if (values.id === undefined) return apiUpload(calls.addGroup, uploadForm(fields, { image: values.image }), options);
  return apiUpload(
    calls.editGroup,
    uploadForm({ ...fields, id: values.id, remove_image: values.remove_image && !values.image ? true : undefined }, { image: values.image }),
    options,
  );
}
