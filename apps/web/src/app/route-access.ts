import type { Capability } from '@medhire/domain';

/**
 * Who may open a route:
 * - `signed-out`: the public sign-in family; signed-in users are sent on to where they belong.
 * - `everyone`: static pages, and /establish-profile (signed-out users may see it too).
 * - `signed-in`: everything else; signed-out users go to sign-in and come back after.
 */
export type RouteAccess = 'signed-out' | 'everyone' | 'signed-in';

export interface RouteHandle {
  access: RouteAccess;
  /** The page title, shown in the tab as "<title> · MedHire". */
  title: string;
  /**
   * What the screen is for, when not every signed-in account may do it (the account-state table of
   * @medhire/domain). The server refuses the calls anyway; the guard sends the user to the step that unlocks it.
   */
  capability?: Capability;
}
