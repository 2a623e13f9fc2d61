/** What the chat feature offers to pages (the app composes them; features never import each other). */
export type { ChatArea } from './api/families';
export { ChatView } from './components/ChatView';
export { ConnectionRequests } from './components/ConnectionRequests';
