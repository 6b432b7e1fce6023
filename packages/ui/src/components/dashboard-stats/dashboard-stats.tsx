import { type Dashboard, PipelineStatus, paths } from '@medhire/domain';
import { BriefcaseBusiness, CalendarCheck, ChevronRight, UserPlus, UserRoundCheck } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { type LinkProps, renderAnchor } from '../../lib/link';
import { formatCount } from '../../lib/numbers';
import { buttonVariants } from '../../primitives/button/button';
import { EmptyState } from '../../primitives/empty-state/empty-state';
import { Skeleton } from '../../primitives/skeleton/skeleton';

/**
 * The numbers on the employer's Home (of the server's `Dashboard`): open jobs, candidates who applied or accepted
 * an invite in the last 7 days, and candidates at the Interview and Hired steps across jobs.
 */
export type DashboardStatsValues = Pick<Dashboard, 'openJobs' | 'newApplicants' | 'interviews' | 'hires'>;

/** Where each tile leads. */
export type DashboardStatsHrefs = Record<keyof DashboardStatsValues, string> & {
  /** Where the empty state's "Post a job" goes. */
  createJob: string;
};

const defaultHrefs: DashboardStatsHrefs = {
  openJobs: paths.jobs(),
  newApplicants: paths.applicants(),
  interviews: paths.globalConnection({ status: PipelineStatus.Interview }),
  hires: paths.globalConnection({ status: PipelineStatus.Hired }),
  createJob: paths.createJob(),
};

/** Props of {@link DashboardStats}. */
export type DashboardStatsProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The numbers; `null` while they load. */
  stats: DashboardStatsValues | null;
  /** Shows skeleton tiles. */
  loading?: boolean;
  /** Where the tiles lead; each key overrides its default. */
  hrefs?: Partial<DashboardStatsHrefs>;
  /** Renders links (the app passes the router's `Link`); a plain `<a>` by default. */
  renderLink?: (props: LinkProps) => React.ReactElement;
  /** Heading of the section (default "At a glance"). */
  title?: string;
};

type Tile = {
  key: keyof DashboardStatsValues;
  label: string;
  caption: string;
  icon: React.ReactNode;
};

const tiles: readonly Tile[] = [
  {
    key: 'openJobs',
    label: 'Open jobs',
    caption: 'Taking candidates now',
    icon: <BriefcaseBusiness />,
  },
  {
    key: 'newApplicants',
    label: 'New applicants',
    caption: 'In the last 7 days',
    icon: <UserPlus />,
  },
  {
    key: 'interviews',
    label: 'Interviews',
    caption: 'Candidates in the Interview step',
    icon: <CalendarCheck />,
  },
  {
    key: 'hires',
    label: 'Hires',
    caption: 'Candidates hired so far',
    icon: <UserRoundCheck />,
  },
];

/**
 * Four tiles on Home: open jobs, new applicants in the last 7 days, candidates in Interview and hires —
 * each a number, a short caption and a link to the list behind it. Skeleton tiles while loading; with
 * nothing yet (no jobs, no candidates) it invites the employer to post a job. On a phone the tiles are small
 * and two by two, so the work below them shows on the first screen; from a wider column they grow, and sit in
 * one row from a wide one.
 */
export function DashboardStats({
  stats,
  loading = false,
  hrefs,
  renderLink = renderAnchor,
  title = 'At a glance',
  className,
  ...props
}: DashboardStatsProps) {
  const links = { ...defaultHrefs, ...hrefs };
  const isEmpty = stats !== null && Object.values(stats).every((value) => value === 0);
  return (
    <section
      data-slot="dashboard-stats"
      data-state={loading || !stats ? 'loading' : isEmpty ? 'empty' : 'filled'}
      aria-label={title}
      className={cn('@container grid gap-3', className)}
      {...props}
    >
      <h2 className="font-semibold text-foreground text-lg leading-7">{title}</h2>
      {loading || !stats ? (
        <div
          role="status"
          aria-label="Loading your numbers"
          className="grid grid-cols-2 gap-2 @lg:gap-3 @4xl:grid-cols-4"
        >
          {tiles.map((tile) => (
            <div
              key={tile.key}
              className="grid gap-2 rounded-xl border border-border bg-card p-3 @lg:gap-3 @lg:p-5"
            >
              <Skeleton className="h-4 w-20 @lg:w-24" />
              <Skeleton className="h-7 w-12 @lg:h-8 @lg:w-16" />
              <Skeleton className="h-3 w-24 @lg:w-32" />
            </div>
          ))}
        </div>
      ) : isEmpty ? (
        <EmptyState
          headingLevel={3}
          icon={<BriefcaseBusiness />}
          title="Nothing to count yet"
          description="Post your first job to start receiving candidates. Your numbers show here as they come in."
          action={renderLink({
            href: links.createJob,
            'data-slot': 'dashboard-stats-create-job',
            className: buttonVariants({ variant: 'primary' }),
            children: 'Post a job',
          })}
        />
      ) : (
        <ul className="grid grid-cols-2 gap-2 @lg:gap-3 @4xl:grid-cols-4">
          {tiles.map((tile) => {
            const value = stats[tile.key];
            return (
              <li key={tile.key} data-slot="dashboard-stat" data-stat={tile.key}>
                {renderLink({
                  href: links[tile.key],
                  'data-slot': 'dashboard-stat-link',
                  className: cn(
                    'group grid h-full content-start gap-0.5 rounded-xl border border-border bg-card p-3 text-card-foreground shadow-xs @lg:gap-1 @lg:p-5',
                    'transition-colors hover:border-border-strong hover:bg-surface focus-visible:focus-ring',
                  ),
                  children: (
                    <>
                      <span className="flex items-center justify-between gap-2 font-medium text-muted-foreground text-sm">
                        <span className="flex min-w-0 items-center gap-2">
                          {/* On a phone the tile has room for the words only. */}
                          <span
                            aria-hidden="true"
                            className="hidden size-8 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground @lg:flex [&_svg]:size-4"
                          >
                            {tile.icon}
                          </span>
                          {tile.label}
                        </span>
                        <ChevronRight
                          aria-hidden="true"
                          className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                        />
                      </span>
                      <span
                        data-slot="dashboard-stat-value"
                        className="font-semibold text-2xl text-foreground tabular-nums leading-8 @lg:text-3xl @lg:leading-10"
                      >
                        {formatCount(value)}
                      </span>
                      <span className="text-muted-foreground text-xs">{tile.caption}</span>
                    </>
                  ),
                })}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
