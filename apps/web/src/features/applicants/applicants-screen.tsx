import { Capability, paths } from '@medhire/domain';
import { Button } from '@medhire/ui/button';
import { Callout } from '@medhire/ui/callout';
import { MyJobsSwitch } from '@medhire/ui/my-jobs-switch';
import { PageHeader } from '@medhire/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@medhire/ui/tabs';
import { Lock } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  APPLICANT_PAGE_SIZE,
  useApplicants,
  useRecommended,
  useSavedApplicants,
} from '../../lib/queries/applicants';
import { useCapability } from '../../lib/use-capability';
import { useOnlyMyJobs } from '../../lib/use-only-my-jobs';
import { ApplicantResults } from './applicant-results';

const tabs = [
  { id: 'recommended', label: 'Recommended' },
  { id: 'saved', label: 'Saved' },
  { id: 'applicants', label: 'Applicants' },
] as const;
type TabId = (typeof tabs)[number]['id'];

/** What a list that needs ExploreCandidates shows to an account that may not explore yet. */
function ExploreLocked({ title, reason }: { title: string; reason: string }) {
  return <Callout headingLevel={2} icon={<Lock />} title={title} description={reason} />;
}

function Recommended({ reason }: { reason: string | null }) {
  const { data, error, isLoading, mutate } = useRecommended({ enabled: reason === null });
  if (reason)
    return <ExploreLocked title="Recommendations open once you can explore candidates" reason={reason} />;
  return (
    <ApplicantResults
      label="Recommended candidates"
      items={data?.items}
      loading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      empty={{
        title: 'No recommendations yet',
        description: 'Tell us who you hope to hire in your profile, and the best fits appear here.',
        action: (
          <Button asChild variant="outline">
            <Link to={paths.editProfile({ section: 'candidates' })}>Set candidate preferences</Link>
          </Button>
        ),
      }}
    />
  );
}

function Saved({ reason }: { reason: string | null }) {
  const { data, error, isLoading, mutate } = useSavedApplicants(reason === null);
  if (reason)
    return <ExploreLocked title="Saved candidates open once you can explore candidates" reason={reason} />;
  return (
    <ApplicantResults
      label="Saved candidates"
      items={data?.items}
      loading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      empty={{
        title: 'No saved candidates',
        description: 'Save candidates from Explore to come back to them here.',
        action: (
          <Button asChild variant="outline">
            <Link to={paths.explore()}>Explore candidates</Link>
          </Button>
        ),
      }}
    />
  );
}

function Applicants({
  pageNumber,
  onPageChange,
}: {
  pageNumber: number;
  onPageChange: (page: number) => void;
}) {
  const onlyMine = useOnlyMyJobs();
  const { data, error, isLoading, mutate } = useApplicants(pageNumber, onlyMine.mine);
  return (
    <div className="flex flex-col gap-4">
      {onlyMine.available ? (
        <MyJobsSwitch checked={onlyMine.mine} onCheckedChange={onlyMine.setMine} className="self-start" />
      ) : null}
      <ApplicantResults
        label="Applicants"
        pipeline
        items={data?.items}
        loading={isLoading}
        error={error}
        onRetry={() => void mutate()}
        empty={{
          title: 'No applicants yet',
          description: 'Candidates who apply to your jobs, or accept your invites, appear here.',
        }}
        page={{ pageNumber, total: data?.total ?? 0, pageSize: APPLICANT_PAGE_SIZE, onPageChange }}
      />
    </div>
  );
}

/**
 * /applicants: the recommended candidates, the saved ones and those who applied or were invited. An account
 * that may not explore candidates yet opens on Applicants, and the other two tabs say why they are closed.
 */
export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const explore = useCapability(Capability.ExploreCandidates);
  const requested = searchParams.get('tab');
  const tab: TabId = tabs.some((item) => item.id === requested)
    ? (requested as TabId)
    : explore.allowed
      ? 'recommended'
      : 'applicants';
  const pageNumber = Math.max(1, Number(searchParams.get('page')) || 1);
  // "Only my jobs" (`mine`) stays in the address across tabs and pages.
  const withMine = (params: Record<string, string>) =>
    searchParams.get('mine') === 'true' ? { ...params, mine: 'true' } : params;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Applicants"
        description="The candidates who fit you best, those you saved, and those who applied."
      />
      <Tabs value={tab} onValueChange={(next) => setSearchParams(withMine({ tab: next }), { replace: true })}>
        <TabsList aria-label="Applicant lists">
          {tabs.map((item) => (
            <TabsTrigger key={item.id} value={item.id}>
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="recommended" className="pt-6">
          <Recommended reason={explore.reason} />
        </TabsContent>
        <TabsContent value="saved" className="pt-6">
          <Saved reason={explore.reason} />
        </TabsContent>
        <TabsContent value="applicants" className="pt-6">
          <Applicants
            pageNumber={pageNumber}
            onPageChange={(page) => setSearchParams(withMine({ tab: 'applicants', page: String(page) }))}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}
