import { boardStatuses, specialties, states, subSpecialties } from '@medhire/domain';
import { Search, SlidersHorizontal } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { useMediaQuery } from '../../lib/use-media-query';
import { Button } from '../../primitives/button/button';
import { Field } from '../../primitives/field/field';
import { Input } from '../../primitives/input/input';
import { NumberInput } from '../../primitives/number-input/number-input';
import { OptionSelect, type SelectOption } from '../../primitives/select/option-select';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '../../primitives/sheet/sheet';

/**
 * The filters of `GET /employer/applicants/explore`, by their query names. A filter that is not set is
 * left out (never `undefined` or empty), so the value can go straight into the query string.
 */
export type ApplicantFiltersValue = {
  queryText?: string;
  /** Specialty id. */
  specialty?: string;
  /** Sub-specialty id (of the chosen specialty). */
  subSpecialty?: string;
  /** Two-letter state code. */
  state?: string;
  /** Board status id. */
  boardStatus?: string;
  /** Years, at least 1. */
  minExperience?: number;
  yearAvailable?: number;
};

/** Props of {@link ApplicantFilters}. */
export type ApplicantFiltersProps = Omit<React.ComponentProps<'form'>, 'onChange' | 'children'> & {
  value: ApplicantFiltersValue;
  /** Called with the whole new value; the search text only after typing pauses (`debounceMs`). */
  onChange: (value: ApplicantFiltersValue) => void;
  /** Pause after the last keystroke before the search text is sent (default 300 ms). */
  debounceMs?: number;
  /** Years offered under "Year available" (default: this year and the next five). */
  years?: readonly number[];
};

const any = 'any';

const specialtyOptions: SelectOption[] = [
  { value: any, label: 'Any specialty' },
  ...specialties.map((item) => ({ value: item.id, label: item.name })),
];
const stateOptions: SelectOption[] = [
  { value: any, label: 'Any state' },
  ...states.map((item) => ({ value: item.id, label: item.name })),
];
const boardStatusOptions: SelectOption[] = [
  { value: any, label: 'Any board status' },
  ...boardStatuses.map((item) => ({ value: item.id, label: item.name })),
];

/** The value without unset filters. */
function withoutEmpty(value: ApplicantFiltersValue): ApplicantFiltersValue {
  return Object.fromEntries(
    Object.entries(value).filter(([, entry]) => entry !== undefined && entry !== null && entry !== ''),
  ) as ApplicantFiltersValue;
}

/** How many filters besides the search text are set (the "3" of "Filters (3)"). */
export function countActiveFilters(value: ApplicantFiltersValue): number {
  const { queryText: _queryText, ...rest } = withoutEmpty(value);
  return Object.keys(rest).length;
}

function defaultYears(): number[] {
  const thisYear = new Date().getFullYear();
  return Array.from({ length: 6 }, (_, index) => thisYear + index);
}

type FieldsProps = {
  value: ApplicantFiltersValue;
  change: (patch: Partial<ApplicantFiltersValue>) => void;
  years: readonly number[];
};

/** The filters besides the search text; shown in the sidebar on wide screens and in the sheet on narrow ones. */
function FilterFields({ value, change, years }: FieldsProps) {
  const subSpecialtyOptions = value.specialty
    ? subSpecialties.filter((item) => item.specialtyId === value.specialty)
    : [];
  const subSpecialtyHelp = !value.specialty
    ? 'Choose a specialty first.'
    : subSpecialtyOptions.length === 0
      ? 'This specialty has no sub-specialties.'
      : undefined;

  return (
    <div data-slot="applicant-filters-fields" className="grid gap-4">
      <Field label="Specialty">
        <OptionSelect
          options={specialtyOptions}
          value={value.specialty ?? any}
          onValueChange={(next) => {
            const specialty = next === any ? undefined : next;
            const keepSub = subSpecialties.some(
              (item) => item.id === value.subSpecialty && item.specialtyId === specialty,
            );
            change({ specialty, subSpecialty: keepSub ? value.subSpecialty : undefined });
          }}
        />
      </Field>
      <Field label="Sub-specialty" description={subSpecialtyHelp} disabled={subSpecialtyOptions.length === 0}>
        <OptionSelect
          options={[
            { value: any, label: 'Any sub-specialty' },
            ...subSpecialtyOptions.map((item) => ({ value: item.id, label: item.name })),
          ]}
          value={value.subSpecialty ?? any}
          disabled={subSpecialtyOptions.length === 0}
          onValueChange={(next) => change({ subSpecialty: next === any ? undefined : next })}
        />
      </Field>
      <Field label="Home state">
        <OptionSelect
          options={stateOptions}
          value={value.state ?? any}
          onValueChange={(next) => change({ state: next === any ? undefined : next })}
        />
      </Field>
      <Field label="Board status">
        <OptionSelect
          options={boardStatusOptions}
          value={value.boardStatus ?? any}
          onValueChange={(next) => change({ boardStatus: next === any ? undefined : next })}
        />
      </Field>
      <Field label="Minimum experience (years)" description="0 shows every candidate.">
        <NumberInput
          value={value.minExperience ?? 0}
          min={0}
          max={50}
          incrementLabel="One more year"
          decrementLabel="One year less"
          onValueChange={(next) => change({ minExperience: next && next > 0 ? next : undefined })}
        />
      </Field>
      <Field label="Year available">
        <OptionSelect
          options={[
            { value: any, label: 'Any year' },
            ...years.map((year) => ({ value: String(year), label: String(year), className: 'tabular-nums' })),
          ]}
          value={value.yearAvailable === undefined ? any : String(value.yearAvailable)}
          onValueChange={(next) => change({ yearAvailable: next === any ? undefined : Number(next) })}
        />
      </Field>
    </div>
  );
}

/**
 * The filters of the candidate search: text (sent after typing pauses), specialty, sub-specialty (of
 * that specialty), home state, board status, minimum experience and year available, and "Clear
 * filters". Controlled: every change calls `onChange` with the whole value. On wide screens the
 * filters sit in the sidebar; on narrow ones the search box stays and the rest opens in a sheet from a
 * "Filters (3)" button.
 */
export function ApplicantFilters({
  value,
  onChange,
  debounceMs = 300,
  years: yearsProp,
  className,
  onSubmit,
  ...props
}: ApplicantFiltersProps) {
  const searchId = React.useId();
  const years = React.useMemo(() => yearsProp ?? defaultYears(), [yearsProp]);
  const [draft, setDraft] = React.useState(value.queryText ?? '');
  const timer = React.useRef<ReturnType<typeof setTimeout> | null>(null);
  // The newest value, so a debounced search never sends filters the employer has since changed.
  const latest = React.useRef(value);
  latest.current = value;

  // A new search text from outside (a cleared filter, a restored URL) replaces what is typed.
  const [lastText, setLastText] = React.useState(value.queryText ?? '');
  if ((value.queryText ?? '') !== lastText) {
    setLastText(value.queryText ?? '');
    setDraft(value.queryText ?? '');
  }

  React.useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const cancelPending = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  const sendText = (text: string) => {
    cancelPending();
    const queryText = text.trim();
    if (queryText === (latest.current.queryText ?? '')) return;
    onChange(withoutEmpty({ ...latest.current, queryText }));
  };

  const change = (patch: Partial<ApplicantFiltersValue>) => {
    onChange(withoutEmpty({ ...latest.current, ...patch }));
  };

  const clear = () => {
    cancelPending();
    setDraft('');
    onChange({});
  };

  // The sidebar shows only on wide screens (Tailwind's `lg`): on a phone it is not rendered at all, as its five
  // selects render every option (about a hundred) to show the chosen one's text, the bulk of the first render.
  const wide = useMediaQuery('(min-width: 64rem)');
  const active = countActiveFilters(value);
  const anythingSet = active > 0 || (value.queryText ?? '') !== '' || draft !== '';

  return (
    <search data-slot="applicant-filters" aria-label="Filter candidates">
      <form
        className={cn('grid gap-4', className)}
        onSubmit={(event) => {
          event.preventDefault();
          sendText(draft);
          onSubmit?.(event);
        }}
        {...props}
      >
        <div className="grid gap-1.5">
          <label htmlFor={searchId} className="font-medium text-foreground text-sm leading-5">
            Search
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id={searchId}
              type="search"
              value={draft}
              placeholder="Name, school, city or keyword"
              autoComplete="off"
              className="ps-9"
              onKeyDown={(event) => {
                // Enter searches at once (the form has several fields, so it does not submit by itself).
                if (event.key === 'Enter') {
                  event.preventDefault();
                  sendText(event.currentTarget.value);
                }
              }}
              onChange={(event) => {
                const text = event.target.value;
                setDraft(text);
                cancelPending();
                timer.current = setTimeout(() => sendText(text), debounceMs);
              }}
            />
          </div>
        </div>

        {/* Narrow screens: the other filters open in a sheet. */}
        <div className="flex flex-wrap items-center gap-2 lg:hidden">
          <Sheet>
            <SheetTrigger asChild>
              <Button variant="outline" data-slot="applicant-filters-open">
                <SlidersHorizontal aria-hidden="true" />
                {active > 0 ? `Filters (${active})` : 'Filters'}
              </Button>
            </SheetTrigger>
            <SheetContent side="left" closeLabel="Close filters">
              <SheetHeader>
                <SheetTitle>Filters</SheetTitle>
                <SheetDescription>Candidates update as you choose.</SheetDescription>
              </SheetHeader>
              <FilterFields value={value} change={change} years={years} />
              <SheetFooter>
                <Button variant="outline" disabled={!anythingSet} onClick={clear}>
                  Clear filters
                </Button>
                <SheetClose asChild>
                  <Button>Show candidates</Button>
                </SheetClose>
              </SheetFooter>
            </SheetContent>
          </Sheet>
          {anythingSet ? (
            <Button variant="ghost" onClick={clear}>
              Clear filters
            </Button>
          ) : null}
        </div>

        {/* Wide screens: the sidebar. */}
        {wide ? (
          <div className="hidden gap-4 lg:grid">
            <FilterFields value={value} change={change} years={years} />
            <Button variant="outline" disabled={!anythingSet} onClick={clear}>
              Clear filters
            </Button>
          </div>
        ) : null}
      </form>
    </search>
  );
}
