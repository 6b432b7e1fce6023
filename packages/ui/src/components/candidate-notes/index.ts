export { CandidateNotes, type CandidateNotesProps } from './candidate-notes';
