import { CHAT_FILE_FIELD } from '@stillpoint/contracts';
import { apiUpload, uploadForm, type UploadProgress } from '../../../lib/api-client';
import type { ChatFamilyEndpoints } from './families';

/** Sends a message (text and/or one file) through the upload path, reporting the upload's percent. */
export async function sendChatMessage(
  family: ChatFamilyEndpoints,
  input: { to: number; message: string; file: File | null },
  onProgress?: UploadProgress,
) {
  const form = uploadForm({ to: input.to, message: input.message }, { [CHAT_FILE_FIELD]: input.file });
  const response = await apiUpload(family.sendMessage, form, onProgress ? { onProgress } : {});
  return response.data;
}
