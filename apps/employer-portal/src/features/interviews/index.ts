export { InterviewsTab, type InterviewsTabProps } from './interviews-tab';
export { ScheduleInterviewDialog, type ScheduleInterviewDialogProps } from './schedule-interview-dialog';
