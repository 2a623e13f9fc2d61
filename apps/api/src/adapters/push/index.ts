export type { PushMessage, PushOutcome, PushSender, PushTarget } from './push.port.js';
export { createWebPush, isPushServiceEndpoint, loadVapidKeys, PUSH_SERVICE_HOSTS, type VapidKeys } from './web-push.adapter.js';
