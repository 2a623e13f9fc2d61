/** What the assistant feature offers to pages (the app composes them; features never import each other). */
export type { AiStudioFamily, ChatFamily } from './api/endpoints';
export { AiMeditationStudio } from './components/AiMeditationStudio';
export { AssistantChat } from './components/AssistantChat';
