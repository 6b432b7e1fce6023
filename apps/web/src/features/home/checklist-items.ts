import { type GettingStarted, paths, type User } from '@medhire/domain';

/** One step of Home's getting-started list. */
export interface ChecklistItem {
  label: string;
  description: string;
  href: string;
  done: boolean;
}

/**
 * The steps a new employer takes, each marked done from what the server knows: the account (profile step, probes,
 * subscription) and the organization's data (`gettingStarted` of the dashboard: a job posted, a candidate saved or
 * invited).
 */
export function checklistItems(user: User, gettingStarted: GettingStarted): ChecklistItem[] {
  const subscribed = typeof user.subscriptionStatus === 'string' && user.subscriptionStatus !== 'incomplete';
  return [
    {
      label: 'Set up your organization',
      description: 'Logo, locations, photos and who you hope to hire.',
      href: paths.editProfile(),
      done: (user.currentProfileStep ?? 0) >= 5,
    },
    {
      label: 'Tell us what matters most',
      description: 'A few either-or questions tune your recommendations.',
      href: paths.editWouldYouRather(),
      done: (user.preferenceProbe?.length ?? 0) > 0,
    },
    {
      label: 'Choose a plan',
      description: 'Post jobs and message candidates without limits.',
      href: subscribed ? paths.manageSubscriptions() : paths.payment(),
      done: subscribed,
    },
    {
      label: 'Post your first job',
      description: 'Detailed posts get better matches.',
      href: paths.createJob(),
      done: gettingStarted.jobPosted,
    },
    {
      label: 'Explore candidates',
      description: 'See physicians ranked by fit, with the reasons why. Save or invite the ones you like.',
      href: paths.explore(),
      done: gettingStarted.candidatesExplored,
    },
  ];
}

/** Whether the list still has something to do: once every step is done, Home no longer shows it. */
export function hasStepsToDo(items: readonly ChecklistItem[]): boolean {
  return items.some((item) => !item.done);
}
