import { apiCall } from '../../../lib/api-client';
import { CONNECTION_ENDPOINTS } from './families';

/** What can be done with a connection request; '' (no type) does nothing (spec section 5). */
export type ConnectionActionType = 'send' | 'accept' | 'delete' | '';

/**
 * Runs a connection-request action: send (to a person's id), accept or delete (a request's id). An action
 * whose type is empty is ignored, as the spec says: nothing is called and null is answered.
 */
export async function runConnectionAction(type: ConnectionActionType, id: number) {
  switch (type) {
    case 'send':
      return apiCall(CONNECTION_ENDPOINTS.send, { userid: id });
    case 'accept':
      return apiCall(CONNECTION_ENDPOINTS.accept, { id });
    case 'delete':
      return apiCall(CONNECTION_ENDPOINTS.remove, { id });
    default:
      return null;
  }
}
