import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import * as React from 'react';
import { cn } from '../../lib/cn';

/** One series of bars: its name (for the legend) and its colour, as a `fill-*` class of the theme. */
export interface BarSeries {
  label: string;
  fillClassName: string;
}

/** Props of {@link BarChart}. */
export type BarChartProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** One group of bars per category, top to bottom (steps, jobs, sources). */
  categories: readonly string[];
  /** The series of each group; a legend shows when there are several. */
  series: readonly BarSeries[];
  /** `values[category][series]`. */
  values: readonly (readonly number[])[];
  /** How a value reads at the end of its bar (default: the number). */
  formatValue?: (value: number, category: number, series: number) => string;
};

const BAR_HEIGHT = 20;
const GROUP_GAP = 14;
/** About how wide a character of a label is (12 px Inter), to fit labels to the left column. */
const CHARACTER_WIDTH = 6.6;
const MARGIN = { top: 4, right: 56, bottom: 4 };

/** Below this width (a phone's card) the names go above their bars. */
const STACKED_BELOW = 480;
/** How far apart the lines of a wrapped label are. */
const LINE_HEIGHT = 14;

/**
 * A label in at most two lines that fit the chart's left column, wrapped between words; a second line still too
 * long ends with "…" (the label's tooltip, and the table beside the chart, have the whole one).
 */
export function labelLines(label: string, room: number): string[] {
  const characters = Math.max(8, Math.floor((room - 12) / CHARACTER_WIDTH));
  if (label.length <= characters) return [label];
  const words = label.split(/\s+/);
  let first = '';
  while (words.length > 0 && `${first} ${words[0]}`.trim().length <= characters) {
    first = `${first} ${words.shift()}`.trim();
  }
  // A first word longer than the line is cut where the line ends.
  if (!first) {
    first = label.slice(0, characters);
    words.splice(0, words.length, ...label.slice(characters).trim().split(/\s+/));
  }
  const rest = words.join(' ');
  if (!rest) return [first];
  return [first, rest.length > characters ? `${rest.slice(0, characters - 1).trimEnd()}…` : rest];
}

/** The width of `element`, followed as it changes (the first paint assumes `fallback`). */
function useWidth(element: React.RefObject<HTMLDivElement | null>, fallback: number): number {
  const [width, setWidth] = React.useState(fallback);
  React.useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    setWidth(node.clientWidth || fallback);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width) || fallback);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [element, fallback]);
  return width;
}

/**
 * Horizontal bars (visx): a group per category, a bar per series, each value written at its bar's end. The chart
 * is a picture of the numbers the report's table holds, so assistive technology skips it (`aria-hidden`); the
 * table is what it reads.
 */
export function BarChart({
  categories,
  series,
  values,
  formatValue = String,
  className,
  ...props
}: BarChartProps) {
  const container = React.useRef<HTMLDivElement>(null);
  const width = useWidth(container, 640);
  // On a phone a left column of names leaves the bars no room and cuts the names: each name goes above its bars,
  // across the whole width. Wider, names sit on the left in a column as wide as the longest needs, up to a third.
  const stacked = width < STACKED_BELOW;
  const longest = Math.max(0, ...categories.map((category) => category.length));
  const left = stacked
    ? 0
    : Math.min(220, Math.round(width * 0.32), Math.max(96, Math.ceil(longest * CHARACTER_WIDTH) + 16));
  const groupHeight = series.length * BAR_HEIGHT;
  const innerWidth = Math.max(40, width - left - MARGIN.right);
  const max = Math.max(1, ...values.flat());

  // Each category's name in lines, the room its name takes above the bars (stacked), and where its group starts.
  const layout: { lines: string[]; labelHeight: number; top: number }[] = [];
  let next = 0;
  for (const category of categories) {
    const lines = labelLines(category, stacked ? width : left);
    const labelHeight = stacked ? lines.length * LINE_HEIGHT + 4 : 0;
    layout.push({ lines, labelHeight, top: next });
    next += labelHeight + groupHeight + GROUP_GAP;
  }
  const plotHeight = Math.max(0, next - GROUP_GAP);
  const height = MARGIN.top + MARGIN.bottom + plotHeight;

  const inGroup = scaleBand<number>({
    domain: series.map((_, index) => index),
    range: [0, groupHeight],
    padding: 0.1,
  });
  const x = scaleLinear<number>({ domain: [0, max], range: [0, innerWidth], nice: true });

  return (
    <div data-slot="bar-chart" ref={container} className={cn('grid w-full gap-2', className)} {...props}>
      {series.length > 1 ? (
        <ul aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-xs">
          {series.map((item) => (
            <li key={item.label} className="flex items-center gap-1.5">
              <svg width="10" height="10" aria-hidden="true">
                <rect width="10" height="10" rx="2" className={item.fillClassName} />
              </svg>
              {item.label}
            </li>
          ))}
        </ul>
      ) : null}
      <svg
        aria-hidden="true"
        focusable="false"
        width={width}
        height={height}
        className="block max-w-full overflow-visible"
      >
        <Group left={left} top={MARGIN.top}>
          {categories.map((category, categoryIndex) => {
            const place = layout[categoryIndex];
            const groupTop = (place?.top ?? 0) + (place?.labelHeight ?? 0);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: two jobs may share a title; the order is the data's.
              <Group key={`${category}-${categoryIndex}`} top={groupTop}>
                {series.map((item, seriesIndex) => {
                  const value = values[categoryIndex]?.[seriesIndex] ?? 0;
                  const barWidth = value > 0 ? Math.max(2, x(value)) : 0;
                  const barTop = inGroup(seriesIndex) ?? 0;
                  return (
                    <g key={item.label} data-slot="bar-chart-bar" data-value={value}>
                      <Bar
                        x={0}
                        y={barTop}
                        width={barWidth}
                        height={inGroup.bandwidth()}
                        rx={3}
                        className={item.fillClassName}
                      />
                      <text
                        x={barWidth + 6}
                        y={barTop + inGroup.bandwidth() / 2}
                        dominantBaseline="central"
                        className="fill-foreground font-medium text-xs tabular-nums"
                      >
                        {formatValue(value, categoryIndex, seriesIndex)}
                      </text>
                    </g>
                  );
                })}
              </Group>
            );
          })}
          {categories.map((category, categoryIndex) => {
            const place = layout[categoryIndex];
            const lines = place?.lines ?? [category];
            const firstLine = stacked
              ? (place?.top ?? 0) + LINE_HEIGHT / 2
              : (place?.top ?? 0) + groupHeight / 2 - ((lines.length - 1) * LINE_HEIGHT) / 2;
            const labelX = stacked ? 0 : -8;
            const cut = lines.join(' ') !== category;
            return (
              <text
                // biome-ignore lint/suspicious/noArrayIndexKey: two jobs may share a title; the order is the data's.
                key={`${category}-${categoryIndex}`}
                data-slot="bar-chart-label"
                x={labelX}
                y={firstLine}
                textAnchor={stacked ? 'start' : 'end'}
                dominantBaseline="central"
                className="fill-foreground font-sans text-xs"
              >
                {cut ? <title>{category}</title> : null}
                {lines.map((line, lineIndex) => (
                  <tspan key={line} x={labelX} dy={lineIndex === 0 ? 0 : LINE_HEIGHT}>
                    {line}
                  </tspan>
                ))}
              </text>
            );
          })}
          {stacked ? null : <line x1={0} x2={0} y1={0} y2={plotHeight} className="stroke-border" />}
        </Group>
      </svg>
    </div>
  );
}
