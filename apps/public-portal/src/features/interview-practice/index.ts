export { InterviewPractice } from './interview-practice';
