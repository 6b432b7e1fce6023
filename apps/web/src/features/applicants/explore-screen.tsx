import { ApplicantFilters } from '@medhire/ui/applicant-filters';
import { Field } from '@medhire/ui/field';
import { PageHeader } from '@medhire/ui/page-header';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@medhire/ui/select';
import { useSearchParams } from 'react-router-dom';
import { APPLICANT_PAGE_SIZE, useExplore } from '../../lib/queries/applicants';
import { useJobs } from '../../lib/queries/jobs';
import { ApplicantResults } from './applicant-results';
import { filtersFromParams, paramsFromFilters } from './filters-from-url';

const PREFERENCES = 'preferences';

/**
 * /explore: search every candidate with filters, ranked by match score — for the employer's candidate
 * preferences, or for one of its open jobs. Filters, job and page live in the address.
 */
export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromParams(searchParams);
  const jobId = searchParams.get('jobId') ?? '';
  const pageNumber = Math.max(1, Number(searchParams.get('page')) || 1);
  const explore = useExplore(filters, jobId, pageNumber);
  const jobs = useJobs('open');

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Explore candidates"
        description="Every candidate, ranked by how well they fit, with the reasons for each score."
      />
      <div className="grid items-start gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <div className="flex flex-col gap-4 lg:sticky lg:top-20">
          <Field
            label="Score candidates for"
            description="Your candidate preferences, or one of your open jobs."
          >
            <Select
              value={jobId || PREFERENCES}
              onValueChange={(next) =>
                setSearchParams(paramsFromFilters(filters, next === PREFERENCES ? '' : next, 1))
              }
            >
              <SelectTrigger>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={PREFERENCES}>Your candidate preferences</SelectItem>
                {(jobs.data?.jobs ?? []).map((job) => (
                  <SelectItem key={job._id} value={job._id}>
                    {job.title}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
          <ApplicantFilters
            value={filters}
            onChange={(next) => setSearchParams(paramsFromFilters(next, jobId, 1), { replace: true })}
          />
        </div>
        <ApplicantResults
          label="Candidates"
          items={explore.data?.items}
          loading={explore.isLoading}
          error={explore.error}
          onRetry={() => void explore.mutate()}
          jobId={jobId || undefined}
          empty={{
            title: 'No candidates match these filters',
            description: 'Widen the search: clear a filter or lower the minimum experience.',
          }}
          page={{
            pageNumber,
            total: explore.data?.total ?? 0,
            pageSize: APPLICANT_PAGE_SIZE,
            onPageChange: (page) => {
              setSearchParams(paramsFromFilters(filters, jobId, page));
              window.scrollTo({ top: 0 });
            },
          }}
        />
      </div>
    </div>
  );
}
