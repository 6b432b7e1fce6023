import { useEffect, useState } from 'react';

/**
 * Helpers of the Tokens docs page. The token names come from theme.css itself (passed in as its
 * raw text) and every value shown is read back from the live CSS variables, so the page cannot
 * drift from the theme.
 */

/** Every custom property declared in the `@theme` block of `css`, in file order. */
export function themeTokenNames(css: string): string[] {
  const themeBlock = css.slice(css.indexOf('@theme'));
  return [...themeBlock.matchAll(/^\s*(--[a-z0-9-]+)\s*:/gm)].map((match) => match[1] as string);
}

function useCssVariables(names: string[]): Record<string, string> {
  const [values, setValues] = useState<Record<string, string>>({});
  const key = names.join(',');
  useEffect(() => {
    const styles = getComputedStyle(document.documentElement);
    setValues(Object.fromEntries(key.split(',').map((name) => [name, styles.getPropertyValue(name).trim()])));
  }, [key]);
  return values;
}

const groupLabels: Record<string, string> = {
  brand: 'Brand',
  neutral: 'Neutral',
  success: 'Success',
  warning: 'Warning',
  danger: 'Danger',
};

/** Colour swatches: the scales first, then the semantic colours components use. */
export function ColorTokens({ css }: { css: string }) {
  const names = themeTokenNames(css).filter((name) => name.startsWith('--color-'));
  const values = useCssVariables(names);
  const groups = new Map<string, string[]>();
  for (const name of names) {
    const scale = /^--color-(brand|neutral|success|warning|danger)-\d+$/.exec(name)?.[1];
    const group = scale ? (groupLabels[scale] ?? scale) : 'Semantic';
    groups.set(group, [...(groups.get(group) ?? []), name]);
  }
  return (
    <div className="sb-unstyled grid gap-8">
      {[...groups].map(([group, tokens]) => (
        <section key={group}>
          <h3 className="mb-3 font-semibold text-base">{group}</h3>
          <div className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-3">
            {tokens.map((name) => (
              <div key={name} className="overflow-hidden rounded-lg border border-border">
                <div className="h-14 border-border border-b" style={{ background: `var(${name})` }} />
                <div className="grid gap-0.5 p-2">
                  <code className="break-all font-mono text-xs">{name.replace('--color-', '')}</code>
                  <span className="font-mono text-muted-foreground text-xs">{values[name]}</span>
                </div>
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

/** The type scale: each `--text-*` size with its line height. */
export function TypeScaleTokens({ css }: { css: string }) {
  const names = themeTokenNames(css).filter((name) => /^--text-[a-z0-9]+$/.test(name));
  const values = useCssVariables([...names, ...names.map((name) => `${name}--line-height`)]);
  return (
    <div className="sb-unstyled grid gap-4">
      {names.map((name) => (
        <div
          key={name}
          className="grid grid-cols-[10rem_1fr] items-baseline gap-4 border-border border-b pb-3"
        >
          <code className="font-mono text-xs">
            {name.replace('--', '')} · {values[name]} / {values[`${name}--line-height`]}
          </code>
          <span style={{ fontSize: `var(${name})`, lineHeight: `var(${name}--line-height)` }}>
            Find the right physician for your practice
          </span>
        </div>
      ))}
    </div>
  );
}

const spacingSteps = [1, 2, 3, 4, 6, 8, 10, 12, 16];

/** The spacing scale: multiples of `--spacing`, the step behind p-*, m-*, gap-*, size-*. */
export function SpacingTokens() {
  const values = useCssVariables(['--spacing']);
  return (
    <div className="sb-unstyled grid gap-2">
      <p className="text-sm">
        <code>--spacing</code> = {values['--spacing']}; utility <code>p-4</code> = 4 × <code>--spacing</code>.
      </p>
      {spacingSteps.map((step) => (
        <div key={step} className="flex items-center gap-4">
          <code className="w-24 font-mono text-xs">{step}</code>
          <div className="h-4 rounded-sm bg-primary" style={{ width: `calc(var(--spacing) * ${step})` }} />
        </div>
      ))}
    </div>
  );
}

/** Corner radii (`--radius-*`). */
export function RadiusTokens({ css }: { css: string }) {
  const names = themeTokenNames(css).filter((name) => name.startsWith('--radius-'));
  const values = useCssVariables(names);
  return (
    <div className="sb-unstyled flex flex-wrap gap-6">
      {names.map((name) => (
        <div key={name} className="grid justify-items-center gap-2">
          <div
            className="size-20 border-2 border-primary bg-secondary"
            style={{ borderRadius: `var(${name})` }}
          />
          <code className="font-mono text-xs">
            {name.replace('--radius-', 'rounded-')} · {values[name]}
          </code>
        </div>
      ))}
    </div>
  );
}

/** Elevation (`--shadow-*`). */
export function ShadowTokens({ css }: { css: string }) {
  const names = themeTokenNames(css).filter((name) => name.startsWith('--shadow-'));
  return (
    <div className="sb-unstyled flex flex-wrap gap-8 bg-surface p-6">
      {names.map((name) => (
        <div key={name} className="grid justify-items-center gap-3">
          <div className="size-24 rounded-lg bg-card" style={{ boxShadow: `var(${name})` }} />
          <code className="font-mono text-xs">{name.replace('--', '')}</code>
        </div>
      ))}
    </div>
  );
}
