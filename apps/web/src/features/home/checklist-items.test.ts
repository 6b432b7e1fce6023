import type { User } from '@medhire/domain';
import { describe, expect, it } from 'vitest';
import { checklistItems, hasStepsToDo } from './checklist-items';

const newEmployer = {
  _id: 'employer-1',
  accountStatus: 'pending',
  subscriptionStatus: 'active',
  currentProfileStep: 5,
  preferenceProbe: [{ probeId: 'probe-1', choice: 'a' }],
} as unknown as User;

const doneOf = (items: ReturnType<typeof checklistItems>) =>
  Object.fromEntries(items.map((item) => [item.label, item.done]));

describe('checklistItems', () => {
  it('marks the job and Explore steps from what the organization has done, as the server says', () => {
    expect(doneOf(checklistItems(newEmployer, { jobPosted: false, candidatesExplored: false }))).toEqual({
      'Set up your organization': true,
      'Tell us what matters most': true,
      'Choose a plan': true,
      'Post your first job': false,
      'Explore candidates': false,
    });
    const working = checklistItems(newEmployer, { jobPosted: true, candidatesExplored: true });
    expect(doneOf(working)['Post your first job']).toBe(true);
    expect(doneOf(working)['Explore candidates']).toBe(true);
  });

  it('has nothing left to do once every step is done', () => {
    expect(hasStepsToDo(checklistItems(newEmployer, { jobPosted: true, candidatesExplored: false }))).toBe(
      true,
    );
    expect(hasStepsToDo(checklistItems(newEmployer, { jobPosted: true, candidatesExplored: true }))).toBe(
      false,
    );
    const unpaid = { ...newEmployer, subscriptionStatus: 'incomplete' } as User;
    expect(hasStepsToDo(checklistItems(unpaid, { jobPosted: true, candidatesExplored: true }))).toBe(true);
  });
});
