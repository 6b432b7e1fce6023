import type { OrganizationChoice } from '@medhire/domain';
import { Building2, ChevronRight } from 'lucide-react';
import * as React from 'react';
import { messageOf } from '../../lib/error-message';
import { Button } from '../../primitives/button/button';
import { AuthAlert, AuthHeader, authFallbackMessage } from '../sign-in-form/auth-parts';
import { roleInSentence } from '../team/team-words';

/** Props of {@link OrganizationChooser}. */
export type OrganizationChooserProps = {
  /** The email that signed in (shown, so they know which account this is). */
  email: string;
  /** The organizations the password opens, as the sign-in listed them. */
  organizations: OrganizationChoice[];
  /** Signs in to the chosen one. A rejection's message shows above the list, which stays. */
  onChoose: (organizationId: string) => Promise<void>;
  /** Back to the sign-in form, to use another email. */
  onBack: () => void;
};

/**
 * The sign-in's second step for someone who belongs to several organizations (a recruiter working for two
 * practices, say): one button per organization, with their role in it. The heading takes focus when it shows.
 */
export function OrganizationChooser({ email, organizations, onChoose, onBack }: OrganizationChooserProps) {
  const [choosing, setChoosing] = React.useState<string | null>(null);
  const [error, setError] = React.useState<string | null>(null);

  async function choose(organizationId: string) {
    if (choosing) return;
    setError(null);
    setChoosing(organizationId);
    try {
      await onChoose(organizationId);
    } catch (rejection) {
      setError(messageOf(rejection, authFallbackMessage));
    } finally {
      setChoosing(null);
    }
  }

  return (
    <div data-slot="organization-chooser" className="grid gap-8">
      <AuthHeader
        title="Choose an organization"
        intro={
          <>
            <span className="break-all font-medium text-foreground">{email}</span> belongs to{' '}
            {organizations.length} organizations on MedHire. Which one do you want to open?
          </>
        }
        focusOnMount
      />
      <div className="grid gap-5">
        <AuthAlert message={error} focusOnMessage />
        <ul aria-label="Your organizations" className="grid gap-3">
          {organizations.map((organization) => {
            const name = organization.organizationName?.trim() || 'An organization without a name yet';
            return (
              <li key={organization.organizationId}>
                <Button
                  type="button"
                  variant="outline"
                  className="h-auto w-full justify-start gap-3 whitespace-normal px-4 py-3 text-left"
                  loading={choosing === organization.organizationId}
                  onClick={() => void choose(organization.organizationId)}
                >
                  <Building2 aria-hidden className="size-5 shrink-0 text-muted-foreground" />
                  <span className="grid min-w-0 flex-1 gap-0.5">
                    <span className="break-words font-semibold text-base">{name}</span>
                    <span className="font-normal text-muted-foreground text-sm">
                      As {roleInSentence(organization.role)}
                    </span>
                  </span>
                  <ChevronRight aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                </Button>
              </li>
            );
          })}
        </ul>
      </div>
      <p className="text-center text-muted-foreground text-sm">
        Not you?{' '}
        <Button type="button" variant="link" className="h-auto p-0 text-sm" onClick={onBack}>
          Sign in with another email
        </Button>
      </p>
    </div>
  );
}
