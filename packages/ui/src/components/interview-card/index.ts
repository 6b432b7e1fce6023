export { InterviewCard, type InterviewCardProps } from './interview-card';
export { durationText, interviewTimeText, kindText, locationLabel } from './interview-words';
