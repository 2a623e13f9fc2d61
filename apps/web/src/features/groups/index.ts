/** Groups, posts and comments (issue 14, decision 0035): the members' pages and the owners' management page. */
export { GroupsList } from './components/GroupsList';
export { GroupDetail } from './components/GroupDetail';
export { PostDetail } from './components/PostDetail';
export { GroupsManagement } from './manage/GroupsManagement';
export type { ManageFamily } from './api/groups';
