import { Capability } from '@medhire/domain';
import { ApplicantFilters } from '@medhire/ui/applicant-filters';
import { Field } from '@medhire/ui/field';
import { MyJobsSwitch } from '@medhire/ui/my-jobs-switch';
import { PageHeader } from '@medhire/ui/page-header';
import { SavedSearchList } from '@medhire/ui/saved-searches';
import { OptionSelect } from '@medhire/ui/select';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { firstOpenedAt, startEarly } from '../../lib/first-opened-at';
import { notifyInfo, notifySuccess } from '../../lib/notify';
import { APPLICANT_PAGE_SIZE, applicantKeys, fetchExplore, useExplore } from '../../lib/queries/applicants';
import { fetchJobs, jobKeys, useJobs } from '../../lib/queries/jobs';
import { useSavedSearchActions, useSavedSearches } from '../../lib/queries/saved-searches';
import { useOnlyMyJobs } from '../../lib/use-only-my-jobs';
import { ApplicantResults } from './applicant-results';
import { filtersFromParams, paramsFromFilters } from './filters-from-url';

const PREFERENCES = 'preferences';
/** The address's name for the saved search applied now (a notification's link opens one this way). */
const SAVED_SEARCH = 'savedSearch';

/** The page, the job scored for and its filters, as the address holds them. */
function pageOf(searchParams: URLSearchParams) {
  return {
    filters: filtersFromParams(searchParams),
    jobId: searchParams.get('jobId') ?? '',
    pageNumber: Math.max(1, Number(searchParams.get('page')) || 1),
  };
}

// Opened here: the candidates and the open jobs are asked for with this code, beside the start-up sync.
const opened = firstOpenedAt('/explore', Capability.ExploreCandidates);
if (opened) {
  const { filters, jobId, pageNumber } = pageOf(opened);
  startEarly(applicantKeys.explore(filters, jobId, pageNumber), fetchExplore);
  startEarly(jobKeys.list('open'), fetchJobs);
}

/**
 * /explore: search every candidate with filters, ranked by match score — for the employer's candidate
 * preferences, or for one of its open jobs ("Only my jobs" keeps the jobs whose hiring team you are on). Filters,
 * job, "only my jobs", page and the saved search applied live in the address. Saved searches keep filters under a
 * name; applying one (or arriving from its notification, `?savedSearch=…`) sets its filters and marks it looked at.
 */
export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const onlyMine = useOnlyMyJobs();
  const { filters, jobId, pageNumber } = pageOf(searchParams);
  const explore = useExplore(filters, jobId, pageNumber);
  const allJobs = useJobs('open');
  const myJobs = useJobs('open', { mine: onlyMine.mine });
  // The job being scored for stays in the list, even when it is not one of yours.
  const chosen = allJobs.data?.jobs.find((job) => job._id === jobId);
  const jobs = [
    ...(chosen && !myJobs.data?.jobs.some((job) => job._id === jobId) ? [chosen] : []),
    ...(myJobs.data?.jobs ?? []),
  ];
  const navigate = (params: URLSearchParams, replace = false) => {
    if (onlyMine.mine) params.set('mine', 'true');
    setSearchParams(params, { replace });
  };
  const savedSearchId = searchParams.get(SAVED_SEARCH) ?? '';
  const savedSearches = useSavedSearches();
  const savedSearchActions = useSavedSearchActions();
  /** The address of a saved search's filters, marked as applied. */
  const savedSearchParams = (id: string, next: typeof filters, page = 1) => {
    const params = paramsFromFilters(next, jobId, page);
    params.set(SAVED_SEARCH, id);
    return params;
  };
  const markLookedAt = (id: string) => void savedSearchActions.markLookedAt(id).catch(() => {});

  // Arriving with `?savedSearch=…` (a notification, a reload): its filters replace the address's, once a visit.
  const opened = useRef('');
  const searches = savedSearches.data?.savedSearches;
  useEffect(() => {
    if (!savedSearchId || !searches || opened.current === savedSearchId) return;
    opened.current = savedSearchId;
    const search = searches.find((item) => item._id === savedSearchId);
    const params = search
      ? savedSearchParams(search._id, search.filters)
      : paramsFromFilters(filtersFromParams(searchParams), jobId, 1);
    if (onlyMine.mine) params.set('mine', 'true');
    setSearchParams(params, { replace: true });
    if (search) markLookedAt(search._id);
    else void notifyInfo('This saved search no longer exists.');
  }, [savedSearchId, searches]);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Explore candidates"
        description="Every candidate, ranked by how well they fit, with the reasons for each score."
      />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-4 lg:sticky lg:top-20">
          <Field
            label="Score candidates for"
            description="Your candidate preferences, or one of your open jobs."
          >
            <OptionSelect
              options={[
                { value: PREFERENCES, label: 'Your candidate preferences' },
                ...jobs.map((job) => ({ value: job._id, label: job.title })),
              ]}
              value={jobId || PREFERENCES}
              onValueChange={(next) =>
                navigate(paramsFromFilters(filters, next === PREFERENCES ? '' : next, 1))
              }
            />
          </Field>
          {onlyMine.available ? (
            <MyJobsSwitch checked={onlyMine.mine} onCheckedChange={onlyMine.setMine} className="self-start" />
          ) : null}
          <SavedSearchList
            searches={searches ?? []}
            loading={savedSearches.isLoading}
            error={
              savedSearches.error
                ? savedSearches.error instanceof Error
                  ? savedSearches.error.message
                  : 'Please try again.'
                : null
            }
            onRetry={() => void savedSearches.mutate()}
            activeId={savedSearchId || undefined}
            onSave={async (name) => {
              const saved = await savedSearchActions.create(name, filters);
              opened.current = saved._id;
              navigate(savedSearchParams(saved._id, filters, pageNumber), true);
              void notifySuccess(`Search “${saved.name}” saved. You’ll hear of new candidates who match it.`);
            }}
            onApply={(search) => {
              opened.current = search._id;
              navigate(savedSearchParams(search._id, search.filters));
              markLookedAt(search._id);
              void notifySuccess(`Showing “${search.name}”.`);
            }}
            onRename={async (search, name) => {
              await savedSearchActions.rename(search._id, name);
              void notifySuccess(`Search renamed “${name}”.`);
            }}
            onDelete={async (search) => {
              await savedSearchActions.remove(search._id);
              if (search._id === savedSearchId) navigate(paramsFromFilters(filters, jobId, pageNumber), true);
              void notifySuccess(`Search “${search.name}” deleted.`);
            }}
          />
          <ApplicantFilters
            value={filters}
            onChange={(next) => navigate(paramsFromFilters(next, jobId, 1), true)}
          />
        </div>
        <ApplicantResults
          label="Candidates"
          items={explore.data?.items}
          loading={explore.isLoading}
          error={explore.error}
          onRetry={() => void explore.mutate()}
          jobId={jobId || undefined}
          jobTitle={chosen?.title}
          empty={{
            title: 'No candidates match these filters',
            description: 'Widen the search: clear a filter or lower the minimum experience.',
          }}
          page={{
            pageNumber,
            total: explore.data?.total ?? 0,
            pageSize: APPLICANT_PAGE_SIZE,
            onPageChange: (page) => {
              navigate(
                savedSearchId
                  ? savedSearchParams(savedSearchId, filters, page)
                  : paramsFromFilters(filters, jobId, page),
              );
              window.scrollTo({ top: 0 });
            },
          }}
        />
      </div>
    </div>
  );
}
