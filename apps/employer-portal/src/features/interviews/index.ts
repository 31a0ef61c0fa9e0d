export { InterviewsTab } from './interviews-tab';
