import { IS_DELEGATE_STORAGE_KEY, MemberRole, paths } from '@medhire/domain';
import { Button } from '@medhire/ui/button';
import { onFirstInput } from '@medhire/ui/lib';
import { PageHeader } from '@medhire/ui/page-header';
import {
  CandidatePreferencesStep,
  LocationsStep,
  MediaStep,
  type MediaUploadResult,
  OrganizationDetailsStep,
} from '@medhire/ui/profile-steps';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@medhire/ui/tabs';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { notifySuccess } from '../../lib/notify';
import { organizationDefaults, profileOf } from '../../lib/profile-user';
import { profileCalls } from '../../lib/queries/profile';
import { useSession, useViewer } from '../../lib/session';
import { readStoredSession } from '../../lib/session-storage';

const sections = [
  { id: 'organization', label: 'Organization' },
  { id: 'locations', label: 'Locations' },
  { id: 'media', label: 'Photos and links' },
  { id: 'candidates', label: 'Candidates' },
  { id: 'responsiveness', label: 'Responsiveness' },
  { id: 'account', label: 'Account' },
] as const;
type SectionId = (typeof sections)[number]['id'];

/**
 * The account settings (email, password, archive: with the email code input and the archive dialog) are not the
 * first screen of the owner's page: their code loads with the first input, or with the page's own code when they are
 * what it opens (the Account section asked for, or a team member's page, which is nothing else).
 */
let accountSettingsLoad: Promise<typeof import('@medhire/ui/account-settings')> | undefined;
function loadAccountSettings() {
  accountSettingsLoad ??= import('@medhire/ui/account-settings').catch((error: unknown) => {
    accountSettingsLoad = undefined;
    throw error;
  });
  return accountSettingsLoad;
}
const AccountSettings = lazy(() =>
  loadAccountSettings().then((module) => ({ default: module.AccountSettings })),
);
// The responsiveness settings (a form with its validation) load when their tab opens.
const ResponsivenessTab = lazy(() =>
  import('./responsiveness-tab').then((module) => ({ default: module.ResponsivenessTab })),
);
{
  const viewer = readStoredSession()?.viewer;
  const opensAccount = new URLSearchParams(window.location.search).get('section') === 'account';
  if (opensAccount || (viewer && viewer.role !== MemberRole.Owner))
    void loadAccountSettings().catch(() => {});
}

async function uploadMedia(files: File[]): Promise<MediaUploadResult> {
  const { media, refused } = await profileCalls.uploadMultipleImagesAndVideos(files);
  return { media: media.map(({ url, key, type, name }) => ({ url, key, type, name })), refused };
}

/**
 * /edit-profile: the organization's profile in the sections of the setup wizard, each saved on its own,
 * plus the would-you-rather answers and the account (email, password, archive). The open section is in
 * the address (`?section=`), so a reload or a shared link opens it again.
 */
export function Component() {
  const { session, updateUser, endSession } = useSession();
  const viewer = useViewer();
  const [searchParams, setSearchParams] = useSearchParams();
  useEffect(
    () =>
      onFirstInput(() => {
        loadAccountSettings().catch(() => {});
      }),
    [],
  );
  // The open section's tab is brought into view when it changes, however far along the row it sits (a phone).
  const tabList = useRef<HTMLDivElement>(null);
  const sectionAsked = searchParams.get('section');
  useEffect(() => {
    if (sectionAsked === null) return;
    tabList.current
      ?.querySelector('[data-state="active"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [sectionAsked]);
  if (!session) return null;
  // A team member's own account; the organization's profile is the owner's (the server refuses it to others).
  if (viewer && viewer.role !== MemberRole.Owner) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title="Account" description="How you sign in to your organization on MedHire." />
        <Suspense fallback={null}>
          <AccountSettings
            email={viewer.email}
            organizationName={session.user.organizationName ?? ''}
            isDelegate
            onRequestEmailChange={async () => {}}
            onVerifyEmailChange={async () => {}}
            onChangePassword={async (payload) => {
              // Their own password: the server changes the signed-in member's, never the owner's.
              await profileCalls.resetPassword(session.user._id, payload);
              void notifySuccess('Your password is changed. Other devices were signed out.');
            }}
            onArchive={async () => {}}
          />
        </Suspense>
      </div>
    );
  }
  const user = session.user;
  const id = user._id;
  const profile = profileOf(user);
  const requested = searchParams.get('section');
  const section: SectionId = sections.some((item) => item.id === requested)
    ? (requested as SectionId)
    : 'organization';
  const isDelegate = window.localStorage.getItem(IS_DELEGATE_STORAGE_KEY) === 'true';

  const saved =
    (message = 'Your profile is saved.') =>
    (result: { user: typeof user }) => {
      updateUser(result.user);
      void notifySuccess(message);
    };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Organization profile"
        description="What candidates see about your practice, and who you hope to hire."
        actions={
          <Button asChild variant="outline">
            <Link to={paths.editWouldYouRather()}>Answer the would-you-rather questions again</Link>
          </Button>
        }
      />
      <Tabs value={section} onValueChange={(next) => setSearchParams({ section: next }, { replace: true })}>
        {/* Six sections do not fit a phone's width: the row scrolls sideways on its own, never the page. */}
        <TabsList
          aria-label="Profile sections"
          className="max-w-full overflow-x-auto overflow-y-hidden [&>*]:shrink-0"
          ref={tabList}
        >
          {sections.map((item) => (
            <TabsTrigger key={item.id} value={item.id}>
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="organization" className="pt-6">
          <OrganizationDetailsStep
            defaultValues={organizationDefaults(profile)}
            submitLabel="Save"
            onUploadLogo={(file) => profileCalls.uploadSingleImage(file)}
            onSubmit={async (payload) => saved()(await profileCalls.updateProfile(id, payload))}
          />
        </TabsContent>
        <TabsContent value="locations" className="pt-6">
          <LocationsStep
            defaultValues={{
              locations: profile.locationsDetails,
              numberOfLocations: profile.orgLocations?.numberOfLocations,
            }}
            submitLabel="Save"
            onSearchLocations={(query) => profileCalls.searchLocations(query)}
            onSubmit={async ({ locations, numberOfLocations }) => {
              await profileCalls.updateLocationDetails(id, { locationsDetails: locations });
              saved()(
                await profileCalls.updateProfile(id, {
                  orgLocations: {
                    locations: locations.map(({ description, coords }) => ({ description, coords })),
                    numberOfLocations,
                  },
                }),
              );
            }}
          />
        </TabsContent>
        <TabsContent value="media" className="pt-6">
          <MediaStep
            defaultValues={{ media: profile.media, socialLinks: profile.socialLinks }}
            submitLabel="Save"
            onUploadMedia={uploadMedia}
            onSubmit={async (payload) => saved()(await profileCalls.updateProfile(id, payload))}
          />
        </TabsContent>
        <TabsContent value="candidates" className="pt-6">
          <CandidatePreferencesStep
            defaultValues={profile.candidatePreferences}
            submitLabel="Save"
            onSubmit={async (payload) =>
              saved('Your candidate preferences are saved.')(
                await profileCalls.updateCandidatePreference(id, payload),
              )
            }
          />
        </TabsContent>
        <TabsContent value="responsiveness" className="pt-6">
          <Suspense fallback={null}>
            <ResponsivenessTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="account" className="pt-6">
          <Suspense fallback={null}>
            <AccountSettings
              email={user.email}
              organizationName={profile.organizationName ?? ''}
              isDelegate={isDelegate}
              onRequestEmailChange={async (payload) => {
                await profileCalls.updateEmail(id, payload);
              }}
              onVerifyEmailChange={async (payload) =>
                saved('Your email address is changed. Other devices were signed out.')(
                  await profileCalls.verifyOtpUpdateEmail(id, payload),
                )
              }
              onChangePassword={async (payload) => {
                await profileCalls.resetPassword(id, payload);
                void notifySuccess('Your password is changed. Other devices were signed out.');
              }}
              onArchive={async (payload) => {
                await profileCalls.archiveProfile(id, payload);
                endSession(paths.signIn());
              }}
            />
          </Suspense>
        </TabsContent>
      </Tabs>
    </div>
  );
}
