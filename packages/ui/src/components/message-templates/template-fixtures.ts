import type { MessageTemplate } from '@medhire/domain';

const owner = { memberId: null, name: 'Dana Whitfield', role: 'owner' } as const;
const recruiter = { memberId: 'member_ana', name: 'Ana Ruiz', role: 'recruiter' } as const;

/** Three templates as the demo organization has them, for stories. */
export const sampleTemplates: MessageTemplate[] = [
  {
    _id: 'template_rejection',
    name: 'Courteous rejection',
    body:
      'Dear {firstName},\n\nThank you for your interest in the {jobTitle} position at {practice} and for the time you ' +
      'gave us. After careful consideration, we have decided not to move forward with your application at this ' +
      'time. We wish you every success in your search.\n\nKind regards',
    createdAt: '2026-03-10T15:00:00.000Z',
    updatedAt: '2026-03-10T15:00:00.000Z',
    createdBy: owner,
    updatedBy: owner,
  },
  {
    _id: 'template_first_touch',
    name: 'First touch',
    body:
      'Hi {firstName},\n\nI’m reaching out from {practice} about our {jobTitle} opening. Your background stood ' +
      'out to us, and I think the role could be a good fit. Would you have 15 minutes this week for a quick ' +
      'call?\n\nBest regards',
    createdAt: '2026-03-12T15:00:00.000Z',
    updatedAt: '2026-03-19T15:40:00.000Z',
    createdBy: owner,
    updatedBy: recruiter,
  },
  {
    _id: 'template_follow_up',
    name: 'Interview follow-up',
    body:
      'Hi {firstName},\n\nThank you for taking the time to meet with us about the {jobTitle} position. We will be ' +
      'in touch within the week about next steps.\n\nBest regards',
    createdAt: '2026-03-12T16:00:00.000Z',
    updatedAt: '2026-03-16T14:00:00.000Z',
    createdBy: recruiter,
    updatedBy: recruiter,
  },
];

/** What the stories fill the placeholders with. */
export const sampleValues = {
  firstName: 'Maya',
  jobTitle: 'Family Medicine Physician',
  practice: 'Lakeside Family Medicine',
};
