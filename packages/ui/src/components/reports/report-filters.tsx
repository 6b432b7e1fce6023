import type * as React from 'react';
import { cn } from '../../lib/cn';
import { Field } from '../../primitives/field/field';
import { Input } from '../../primitives/input/input';
import { selectTriggerClassName } from '../../primitives/select/select-trigger-class';
import { type ReportRange, ReportRangePreset, reportRangePresetLabels } from './report-range';

/** What the reports cover: a preset or custom range of days, and every job (null) or one. */
export interface ReportFilterValue extends ReportRange {
  preset: ReportRangePreset;
  jobId: string | null;
}

/** A job the chooser offers. */
export interface ReportJobOption {
  id: string;
  title: string;
}

/** Props of {@link ReportFilters}. */
export type ReportFiltersProps = Omit<React.ComponentProps<'fieldset'>, 'onChange'> & {
  value: ReportFilterValue;
  /** The jobs the viewer may report on. */
  jobs: readonly ReportJobOption[];
  /** Called with the whole new value when anything changes. */
  onChange: (value: ReportFilterValue) => void;
  /** Called with a preset chosen: the caller works out its days. */
  onPresetChange: (preset: ReportRangePreset) => void;
  /** Why the custom range cannot be used ("The end date must be on or after the start date"). */
  rangeError?: string | null;
};

const presets = Object.values(ReportRangePreset);

/**
 * The Reports screen's choices: a range (last 30 days, 90 days, 12 months, or custom days) and a job (all jobs or
 * one). Native selects and date inputs: the keyboard and screen readers know them.
 */
export function ReportFilters({
  value,
  jobs,
  onChange,
  onPresetChange,
  rangeError = null,
  className,
  ...props
}: ReportFiltersProps) {
  return (
    <fieldset
      data-slot="report-filters"
      className={cn('grid min-w-0 gap-3 sm:grid-cols-[repeat(auto-fit,minmax(11rem,1fr))]', className)}
      {...props}
    >
      <legend className="sr-only">What the reports cover</legend>
      <Field label="Date range">
        <select
          className={selectTriggerClassName}
          value={value.preset}
          onChange={(event) => onPresetChange(event.target.value as ReportRangePreset)}
        >
          {presets.map((preset) => (
            <option key={preset} value={preset}>
              {reportRangePresetLabels[preset]}
            </option>
          ))}
        </select>
      </Field>
      {value.preset === ReportRangePreset.Custom ? (
        <>
          <Field label="From">
            <Input
              type="date"
              value={value.from}
              max={value.to || undefined}
              onChange={(event) => onChange({ ...value, from: event.target.value })}
            />
          </Field>
          <Field label="To" error={rangeError ?? undefined}>
            <Input
              type="date"
              value={value.to}
              min={value.from || undefined}
              onChange={(event) => onChange({ ...value, to: event.target.value })}
            />
          </Field>
        </>
      ) : null}
      <Field label="Job">
        <select
          className={selectTriggerClassName}
          value={value.jobId ?? ''}
          onChange={(event) => onChange({ ...value, jobId: event.target.value || null })}
        >
          <option value="">All jobs</option>
          {jobs.map((job) => (
            <option key={job.id} value={job.id}>
              {job.title}
            </option>
          ))}
        </select>
      </Field>
    </fieldset>
  );
}
