import type { Db } from '../../db/client.js';
import { messageTemplates } from '../../db/schema.js';

/** The demo organization's templates: a first touch, an interview follow-up and a courteous rejection. */
export const DEMO_TEMPLATES: readonly { name: string; body: string }[] = [
  {
    name: 'First touch',
    body:
      'Hi {firstName},\n\nI’m reaching out from {practice} about our {jobTitle} opening. Your background stood out ' +
      'to us, and I think the role could be a good fit. Would you have 15 minutes this week for a quick call?\n\n' +
      'Best regards',
  },
  {
    name: 'Interview follow-up',
    body:
      'Hi {firstName},\n\nThank you for taking the time to meet with us about the {jobTitle} position. The team ' +
      'at {practice} enjoyed the conversation. We will be in touch within the week about next steps; in the ' +
      'meantime, let me know if any questions came up.\n\nBest regards',
  },
  {
    name: 'Courteous rejection',
    body:
      'Dear {firstName},\n\nThank you for your interest in the {jobTitle} position at {practice} and for the time ' +
      'you gave us. After careful consideration, we have decided not to move forward with your application at ' +
      'this time. We wish you every success in your search.\n\nKind regards',
  },
];

/** Adds the demo templates, written by the owner; called once, when the demo organization is created. */
export async function seedDemoTemplates(db: Db, employerId: string): Promise<void> {
  await db.insert(messageTemplates).values(
    DEMO_TEMPLATES.map((template) => ({
      employerId,
      ...template,
      createdByMemberId: null,
      createdByName: null,
      createdByRole: 'owner',
      updatedByMemberId: null,
      updatedByName: null,
      updatedByRole: 'owner',
    })),
  );
}
