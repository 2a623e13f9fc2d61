/** What the tasks feature offers to pages (the app composes them; features never import each other). */
export type { CareFamily, CategoryLibrary } from './api/families';
export { AddToMyTasksButton } from './components/AddToMyTasksButton';
export { AdminTasksList } from './components/AdminTasksList';
export { AssignmentView } from './components/AssignmentView';
export { CareTasks, type CareTaskActions } from './components/CareTasks';
export { PatientAssignments } from './components/PatientAssignments';
export { TaskCategoriesManager } from './components/TaskCategoriesManager';
export { TasksBoard } from './components/TasksBoard';
