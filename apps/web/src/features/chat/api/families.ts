import type { Audience } from '@stillpoint/contracts';
import { CHAT_FAMILIES, CONNECTION_ENDPOINTS } from '@stillpoint/contracts/endpoints/chat';

/** The areas that have a chat page. */
export type ChatArea = 'admin' | 'clinic' | 'employee' | 'patient' | 'frontuser';

/** The chat family an area calls: administrators admin/chat, the clinic account clinics/chat, everyone else front/chat. */
export function chatFamilyOf(area: ChatArea) {
  if (area === 'admin') return CHAT_FAMILIES.admin;
  return area === 'clinic' ? CHAT_FAMILIES.clinic : CHAT_FAMILIES.front;
}
export type ChatFamilyEndpoints = ReturnType<typeof chatFamilyOf>;

export const audienceOf = (area: ChatArea): Audience => (area === 'admin' ? 'admin' : 'front');

export { CONNECTION_ENDPOINTS };
