/** What the engagement feature offers to pages (the app composes them; features never import each other). */
export { familyForArea, type EngagementFamily } from './api/endpoints';
export { BusinessQuestionsForm } from './components/BusinessQuestionsForm';
export { FavoritesList } from './components/FavoritesList';
export { FavouriteButton } from './components/FavouriteButton';
export { FeedbackData } from './components/FeedbackData';
export { FeedbackValuePicker } from './components/FeedbackValuePicker';
export { useRecommended } from './api/get-recommended';
export type { ItemPath } from './components/ItemTitle';
export { RatingPanel } from './components/RatingPanel';
export { SignaturePanel } from './components/SignaturePanel';
export { StoriesPanel } from './components/StoriesPanel';
export { TopBannerReviews } from './components/TopBannerReviews';
export { WatchList } from './components/WatchList';
export { WatchListButton } from './components/WatchListButton';
