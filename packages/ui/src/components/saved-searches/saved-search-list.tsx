import { boardStatuses, type SavedSearch, specialties, states, subSpecialties } from '@medhire/domain';
import { BookmarkPlus, Search } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/badge/badge';
import { Button } from '../../primitives/button/button';
import { EmptyState } from '../../primitives/empty-state/empty-state';
import { ErrorState } from '../../primitives/error-state/error-state';
import { Skeleton } from '../../primitives/skeleton/skeleton';

// The dialogs (and the form library under them) load when one is first opened, not with Explore.
const LazySearchNameDialog = React.lazy(() =>
  import('./search-name-dialog').then((module) => ({ default: module.SearchNameDialog })),
);
const LazyDeleteSearchDialog = React.lazy(() =>
  import('./delete-search-dialog').then((module) => ({ default: module.DeleteSearchDialog })),
);

type Opened =
  | { kind: 'save' }
  | { kind: 'rename'; search: SavedSearch }
  | { kind: 'delete'; search: SavedSearch }
  | null;

/** Props of {@link SavedSearchList}. */
export type SavedSearchListProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The person's saved searches, in the order to show them (the server's: by name). */
  searches: readonly SavedSearch[];
  loading?: boolean;
  /** Loading failed: the message, with "Try again" when `onRetry` is given. */
  error?: string | null;
  onRetry?: () => void;
  /** The search applied now, if any (marked as current). */
  activeId?: string | undefined;
  /** Saves the filters shown now under a name. Reject with an `Error`: its message shows, the name typed stays. */
  onSave: (name: string) => Promise<void>;
  /** Applies a search (its filters replace the current ones). */
  onApply: (search: SavedSearch) => void;
  /** Renames one. Reject with an `Error`: its message shows in the dialog. */
  onRename: (search: SavedSearch, name: string) => Promise<void>;
  /** Deletes one, once confirmed. */
  onDelete: (search: SavedSearch) => Promise<void>;
};

const nameOf = (list: readonly { id: string; name: string }[], id: string | undefined) =>
  id === undefined ? undefined : (list.find((item) => item.id === id)?.name ?? id);

/** A saved search's filters in words ("Cardiology · Ohio · available by 2027"), or "Every candidate". */
export function describeFilters(filters: SavedSearch['filters']): string {
  const parts = [
    filters.queryText ? `“${filters.queryText}”` : undefined,
    nameOf(specialties, filters.specialty),
    nameOf(subSpecialties, filters.subSpecialty),
    nameOf(states, filters.state),
    nameOf(boardStatuses, filters.boardStatus),
    filters.minExperience !== undefined ? `${filters.minExperience}+ years` : undefined,
    filters.yearAvailable !== undefined ? `available by ${filters.yearAvailable}` : undefined,
  ].filter((part): part is string => part !== undefined);
  return parts.length > 0 ? parts.join(' · ') : 'Every candidate';
}

/**
 * Explore's saved searches: "Save search" keeps the filters shown under a name; each saved one shows how many
 * matching candidates are new since it was last looked at, applies with one click, and is renamed or deleted
 * (with confirmation) from its row.
 */
export function SavedSearchList({
  searches,
  loading = false,
  error,
  onRetry,
  activeId,
  onSave,
  onApply,
  onRename,
  onDelete,
  className,
  ...props
}: SavedSearchListProps) {
  // The last dialog opened stays mounted (closed) so that Radix closes it and hands focus back: to the button it
  // was opened from, or to "Save search" when that row was deleted.
  const [opened, setOpenedState] = React.useState<Opened>(null);
  const [open, setOpen] = React.useState(false);
  const opener = React.useRef<HTMLElement | null>(null);
  const saveButton = React.useRef<HTMLButtonElement>(null);
  const setOpened = (next: Exclude<Opened, null>) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpenedState(next);
    setOpen(true);
  };
  const returnFocus = (event: Event) => {
    event.preventDefault();
    const target = opener.current?.isConnected ? opener.current : saveButton.current;
    target?.focus();
  };
  const dialogProps = { open, onOpenChange: setOpen, onCloseAutoFocus: returnFocus };
  // Below the sidebar's width (a phone, where the block stands above the results) the list folds under its
  // heading until asked for, so the candidates come first; the heading says how many are new.
  const [expanded, setExpanded] = React.useState(false);
  const bodyId = React.useId();
  const newTotal = searches.reduce((total, search) => total + search.newCount, 0);
  const active = searches.find((search) => search._id === activeId);
  return (
    <section
      data-slot="saved-search-list"
      aria-labelledby="saved-searches-heading"
      className={cn('flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-card p-4', className)}
      {...props}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="saved-searches-heading" className="font-semibold text-base">
          Saved searches
        </h2>
        <Button
          size="sm"
          variant="outline"
          data-slot="save-search"
          onClick={() => setOpened({ kind: 'save' })}
        >
          <BookmarkPlus aria-hidden="true" />
          Save search
        </Button>
      </div>
      <Button
        size="sm"
        variant="ghost"
        data-slot="saved-searches-toggle"
        aria-expanded={expanded}
        aria-controls={bodyId}
        onClick={() => setExpanded((current) => !current)}
        className="-my-1 -ms-2 self-start lg:hidden"
      >
        {expanded
          ? 'Hide saved searches'
          : `Show saved searches${searches.length > 0 ? ` (${searches.length})` : ''}`}
        {!expanded && newTotal > 0 ? (
          <Badge variant="success" className="ms-1">
            {newTotal > 99 ? '99+' : newTotal} new
          </Badge>
        ) : null}
      </Button>
      {!expanded && active ? (
        <p className="text-muted-foreground text-sm lg:hidden">Showing “{active.name}”</p>
      ) : null}
      <div id={bodyId} className={cn('min-w-0 flex-col gap-3', expanded ? 'flex' : 'hidden lg:flex')}>
        {loading ? (
          <div role="status" aria-label="Loading saved searches" className="grid gap-2">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : error ? (
          <ErrorState
            headingLevel={3}
            title="Saved searches could not be loaded"
            message={error}
            {...(onRetry ? { onRetry } : {})}
          />
        ) : searches.length === 0 ? (
          <EmptyState
            headingLevel={3}
            icon={<Search />}
            title="No saved searches yet"
            description="Set the filters, then save the search to come back to it and hear of new candidates."
          />
        ) : (
          // At most 25, on a phone above the results: the list scrolls within its own height.
          <ul className="-mx-1 grid max-h-[28rem] gap-2 overflow-y-auto px-1 py-1">
            {searches.map((search) => {
              const active = search._id === activeId;
              return (
                <li
                  key={search._id}
                  data-slot="saved-search"
                  data-state={active ? 'active' : 'inactive'}
                  className={cn(
                    'grid gap-1 rounded-lg border border-border p-2',
                    'data-[state=active]:border-primary data-[state=active]:bg-secondary',
                  )}
                >
                  <button
                    type="button"
                    aria-current={active ? 'true' : undefined}
                    onClick={() => onApply(search)}
                    className={cn(
                      'grid min-w-0 gap-0.5 rounded-md p-1 text-left',
                      'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    )}
                  >
                    <span className="flex min-w-0 items-start justify-between gap-2">
                      <span className="min-w-0 break-words font-medium text-sm">{search.name}</span>
                      {search.newCount > 0 ? (
                        <Badge variant="success" data-slot="saved-search-new" className="shrink-0">
                          {search.newCount > 99 ? '99+' : search.newCount} new
                          <span className="sr-only"> since you last looked</span>
                        </Badge>
                      ) : null}
                    </span>
                    <span className="break-words text-muted-foreground text-xs">
                      {describeFilters(search.filters)}
                    </span>
                  </button>
                  <div className="flex flex-wrap gap-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      data-slot="saved-search-rename"
                      onClick={() => setOpened({ kind: 'rename', search })}
                    >
                      Rename
                      <span className="sr-only">{` ${search.name}`}</span>
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      data-slot="saved-search-delete"
                      className="text-danger-700"
                      onClick={() => setOpened({ kind: 'delete', search })}
                    >
                      Delete
                      <span className="sr-only">{` ${search.name}`}</span>
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <React.Suspense fallback={null}>
        {opened?.kind === 'save' ? (
          <LazySearchNameDialog
            {...dialogProps}
            title="Save this search"
            description="Keep these filters under a name. You get a notification when a new candidate matches them."
            submitLabel="Save search"
            onSubmit={onSave}
          />
        ) : opened?.kind === 'rename' ? (
          <LazySearchNameDialog
            key={opened.search._id}
            {...dialogProps}
            title="Rename the search"
            description="Names are yours: no one else sees your saved searches."
            initialName={opened.search.name}
            submitLabel="Rename"
            onSubmit={(name) => onRename(opened.search, name)}
          />
        ) : opened?.kind === 'delete' ? (
          <LazyDeleteSearchDialog
            key={opened.search._id}
            {...dialogProps}
            name={opened.search.name}
            onConfirm={() => onDelete(opened.search)}
          />
        ) : null}
      </React.Suspense>
    </section>
  );
}
