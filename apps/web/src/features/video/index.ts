/** What the video feature offers to pages (decision 0033): an appointment's video room. */
export { VideoRoomView } from './components/VideoRoomView';
