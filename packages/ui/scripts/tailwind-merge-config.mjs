// Writes src/lib/tailwind-merge-config.ts: tailwind-merge's default configuration cut down to the class groups the
// sources use. `cn` merges with it (`createTailwindMerge`), so the first merge on a page sets up the ~150 groups the
// app has instead of all ~380, and builds no default configuration at all: on a phone that first merge was one
// block of about 40 ms in the first screen's render.
//
//   node packages/ui/scripts/tailwind-merge-config.mjs           write the file
//   node packages/ui/scripts/tailwind-merge-config.mjs --check   exit 1 when the file is not what the sources need
//
// The sources are those the web app's stylesheet is built from (Tailwind scans apps/web/src and, by its @source,
// packages/ui/src): a class that is in none of them has no CSS, so there is nothing to merge. A group is kept when
// any word of the sources is one of its classes (with its variants and `!` taken off), in the default order, with
// its conflicts among the kept groups: for every class of the sources, the result is the default's (cn.test.ts
// compares both on every pair).
// An app outside this repository that used @medhire/ui with classes of other groups would need the default
// configuration back (cn's merging covers this repository's sources only).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTailwindMerge, getDefaultConfig, twMerge, validators } from 'tailwind-merge';

const uiRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = join(uiRoot, '../..');
export const sourceDirs = [join(uiRoot, 'src'), join(repoRoot, 'apps/web/src')];
export const outputFile = join(uiRoot, 'src/lib/tailwind-merge-config.ts');

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(tsx?|css|html)$/.test(entry.name) && path !== outputFile) yield path;
  }
}

/** The base of a class: its variants (`hover:`, `data-[state=open]:`) and `!` taken off. */
function baseClass(word) {
  let depth = 0;
  let start = 0;
  for (let index = 0; index < word.length; index += 1) {
    const char = word[index];
    if (char === '[' || char === '(') depth += 1;
    else if (char === ']' || char === ')') depth -= 1;
    else if (char === ':' && depth === 0) start = index + 1;
  }
  return word.slice(start).replace(/^!|!$/g, '');
}

/** Every word of the sources that tailwind-merge's default configuration knows as a class. */
export function sourceClasses() {
  const classes = new Set();
  for (const dir of sourceDirs) {
    for (const file of sourceFiles(dir)) {
      for (const word of readFileSync(file, 'utf8').split(/[\s"'`{}<>;,=]+/)) {
        if (!/^[!@a-z0-9*-]/i.test(word) || word.length > 120) continue;
        const base = baseClass(word);
        if (base && twMerge(`${base} ${base}`) === base) classes.add(base);
      }
    }
  }
  return [...classes].sort();
}

/** The default configuration with only the groups that hold one of `classes`. */
export function trimmedConfig(classes) {
  const defaults = getDefaultConfig();
  const kept = new Set();
  for (const [group, definition] of Object.entries(defaults.classGroups)) {
    const alone = createTailwindMerge(() => ({
      ...defaults,
      classGroups: { [group]: definition },
      conflictingClassGroups: {},
      conflictingClassGroupModifiers: {},
    }));
    if (classes.some((name) => alone(`${name} ${name}`) === name)) kept.add(group);
  }
  const keptConflicts = (table) =>
    Object.fromEntries(
      Object.entries(table)
        .filter(([group]) => kept.has(group))
        .map(([group, others]) => [group, others.filter((other) => kept.has(other))])
        .filter(([, others]) => others.length > 0),
    );
  // Every setting of the default, its group tables cut down to the kept groups.
  return {
    ...defaults,
    classGroups: Object.fromEntries(
      Object.entries(defaults.classGroups).filter(([group]) => kept.has(group)),
    ),
    conflictingClassGroups: keptConflicts(defaults.conflictingClassGroups),
    conflictingClassGroupModifiers: keptConflicts(defaults.conflictingClassGroupModifiers),
    postfixLookupClassGroups: (defaults.postfixLookupClassGroups ?? []).filter((group) => kept.has(group)),
  };
}

/** The configuration as TypeScript: validators by their exported names, theme getters as `fromTheme(key)`. */
export function configSource(config) {
  const validatorNames = new Map(Object.entries(validators).map(([name, validator]) => [validator, name]));
  const themeProbe = new Proxy({}, { get: (_, key) => [`\0${String(key)}`] });
  const literal = (value) => {
    if (typeof value === 'string' || typeof value === 'number') return JSON.stringify(value);
    if (typeof value === 'function') {
      if (value.isThemeGetter) return `fromTheme(${JSON.stringify(value(themeProbe)[0].slice(1))})`;
      const name = validatorNames.get(value);
      if (!name) throw new Error(`A validator tailwind-merge does not export: ${value}`);
      return `v.${name}`;
    }
    if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
    return `{ ${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}: ${literal(item)}`)
      .join(', ')} }`;
  };
  const table = (value) =>
    `{\n${Object.entries(value)
      .map(([key, item]) => `    ${JSON.stringify(key)}: ${literal(item)},`)
      .join('\n')}\n  }`;
  return `// Generated by packages/ui/scripts/tailwind-merge-config.mjs from tailwind-merge's default configuration: the
// class groups the sources use (${Object.keys(config.classGroups).length} of the default's ${Object.keys(getDefaultConfig().classGroups).length}). Do not edit; run \`pnpm --filter @medhire/ui gen:tailwind-merge\`.
import { type Config, type DefaultThemeGroupIds, fromTheme, validators as v } from 'tailwind-merge';

export const tailwindMergeConfig: Config<string, DefaultThemeGroupIds> = {
${Object.entries(config)
  .map(
    ([key, value]) =>
      `  ${key}: ${value && typeof value === 'object' && !Array.isArray(value) ? table(value) : literal(value)},`,
  )
  .join('\n')}
};
`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  // Formatted as Biome formats the sources, so that `biome ci` and --check agree.
  const source = execFileSync(
    join(repoRoot, 'node_modules/.bin/biome'),
    ['format', `--stdin-file-path=${outputFile}`],
    {
      input: configSource(trimmedConfig(sourceClasses())),
      encoding: 'utf8',
    },
  );
  const path = relative(process.cwd(), outputFile);
  if (process.argv.includes('--check')) {
    const current = readFileSync(outputFile, 'utf8');
    if (current !== source) {
      console.error(
        `${path} is not what the sources need: run pnpm --filter @medhire/ui gen:tailwind-merge.`,
      );
      process.exit(1);
    }
    console.log(`${path} is current.`);
  } else {
    writeFileSync(outputFile, source);
    console.log(`Wrote ${path}.`);
  }
}
