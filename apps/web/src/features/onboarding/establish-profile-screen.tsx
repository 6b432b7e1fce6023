import type { User } from '@medhire/domain';
import { getPostLoginRedirect, paths } from '@medhire/domain';
import {
  CandidatePreferencesStep,
  LocationsStep,
  MediaStep,
  type MediaUploadResult,
  OrganizationDetailsStep,
} from '@medhire/ui/profile-steps';
import { WizardLayout } from '@medhire/ui/wizard-layout';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { organizationDefaults, profileOf } from '../../lib/profile-user';
import { profileCalls } from '../../lib/queries/profile';
import { useSession } from '../../lib/session';
import { SignedOutNotice } from './signed-out-notice';

const steps = [
  { id: 'organization', label: 'Organization', description: 'Name, contact and practice' },
  { id: 'locations', label: 'Locations', description: 'Where you practice' },
  { id: 'media', label: 'Photos and links', description: 'Show your practice' },
  { id: 'candidates', label: 'Candidates', description: 'Who you hope to hire' },
] as const;

const stepTitles = [
  { title: 'Tell us about your organization', description: 'Candidates see this on every job you post.' },
  {
    title: 'Where do you practice?',
    description: 'Add each location; candidates see the distance from home.',
  },
  {
    title: 'Show candidates your practice',
    description: 'Photos, videos and links help physicians picture working with you. You can skip this.',
  },
  {
    title: 'Who do you hope to hire?',
    description: 'We rank candidates by these preferences. Leave any of them open.',
  },
] as const;

/** The wizard's step (1–4) from where the server says the employer is; 5 means done. */
function resumeStep(user: User): number {
  const step = typeof user.currentProfileStep === 'number' ? user.currentProfileStep : 1;
  return Math.min(Math.max(step, 1), steps.length);
}

async function uploadMedia(files: File[]): Promise<MediaUploadResult> {
  const { media, refused } = await profileCalls.uploadMultipleImagesAndVideos(files);
  return { media: media.map(({ url, key, type, name }) => ({ url, key, type, name })), refused };
}

/**
 * /establish-profile: the four-step wizard of a new employer, resuming at `currentProfileStep`. Each step
 * saves, then records the next step on the server, so a reload (or another device) resumes there. After
 * the last step the profile counts as established and the login rules send the employer on
 * (would-you-rather, then payment).
 */
export function Component() {
  const { session, signedIn } = useSession();
  if (!signedIn || !session) return <SignedOutNotice />;
  return <ProfileWizard user={session.user} />;
}

function ProfileWizard({ user }: { user: User }) {
  const { updateUser, completeProfile, logout } = useSession();
  const navigate = useNavigate();
  const [step, setStep] = useState(() => resumeStep(user));
  const id = user._id;
  const profile = profileOf(user);

  const goTo = (next: number) => {
    setStep(next);
    window.scrollTo({ top: 0 });
  };
  const saveStep = async (next: number) => {
    const { user: saved } = await profileCalls.updateCurrentProfileStep(id, next);
    updateUser(saved);
    goTo(next);
  };
  const back = step > 1 ? () => goTo(step - 1) : undefined;

  let content: React.ReactNode;
  switch (step) {
    case 1:
      content = (
        <OrganizationDetailsStep
          defaultValues={organizationDefaults(profile)}
          onUploadLogo={(file) => profileCalls.uploadSingleImage(file)}
          onSubmit={async (payload) => {
            await profileCalls.updateOrgDetails(id, payload);
            await saveStep(2);
          }}
        />
      );
      break;
    case 2:
      content = (
        <LocationsStep
          defaultValues={{
            locations: profile.locationsDetails,
            numberOfLocations: profile.orgLocations?.numberOfLocations,
          }}
          onSearchLocations={(query) => profileCalls.searchLocations(query)}
          onBack={back}
          onSubmit={async ({ locations, numberOfLocations }) => {
            await profileCalls.updateLocationDetails(id, { locationsDetails: locations });
            await profileCalls.updateOrgDetails(id, {
              orgLocations: {
                locations: locations.map(({ description, coords }) => ({ description, coords })),
                numberOfLocations,
              },
            });
            await saveStep(3);
          }}
        />
      );
      break;
    case 3:
      content = (
        <MediaStep
          defaultValues={{ media: profile.media, socialLinks: profile.socialLinks }}
          onUploadMedia={uploadMedia}
          onBack={back}
          onSkip={() => void saveStep(4)}
          onSubmit={async (payload) => {
            await profileCalls.updateOrgDetails(id, payload);
            await saveStep(4);
          }}
        />
      );
      break;
    default:
      content = (
        <CandidatePreferencesStep
          defaultValues={profile.candidatePreferences}
          onBack={back}
          submitLabel="Finish"
          onSubmit={async (payload) => {
            await profileCalls.updateCandidatePreference(id, payload);
            const { user: saved } = await profileCalls.updateCurrentProfileStep(id, 5);
            completeProfile(saved);
            const target = getPostLoginRedirect(saved);
            navigate(target === 'logout' ? paths.signIn() : target, { replace: true });
          }}
        />
      );
  }

  const heading = stepTitles[step - 1] ?? stepTitles[0];
  return (
    <WizardLayout
      steps={steps}
      currentStep={step - 1}
      onStepClick={(index) => goTo(index + 1)}
      title={heading.title}
      description={heading.description}
      onLogout={() => void logout()}
    >
      {content}
    </WizardLayout>
  );
}
