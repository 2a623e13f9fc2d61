export type { ClientEventHandler, ClientEventSender, Realtime } from './realtime.port.js';
export { userRoom } from './realtime.port.js';
export { createSocketIoRealtime, SOCKET_PATH } from './socket-io.adapter.js';
