export { INTERVIEW_DURATIONS, InterviewDialog, type InterviewDialogProps } from './interview-dialog';
