import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type RouteKey, routeKeys, routeTable, selectLayout } from '@medhire/domain';
import type { Plugin, ResolvedConfig } from 'vite';

type Node = { type: string; [key: string]: unknown };

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** Every node below `node`, itself included. */
function* walk(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const item of node) yield* walk(item);
    return;
  }
  if (!isNode(node)) return;
  yield node;
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'type' && typeof value === 'object') yield* walk(value);
  }
}

/** The specifiers of the `import('…')` expressions below `node`. */
function dynamicImports(node: unknown): string[] {
  return [...walk(node)].flatMap((child) => {
    const source = child.type === 'ImportExpression' ? child.source : null;
    return isNode(source) && typeof source.value === 'string' ? [source.value] : [];
  });
}

/** The layout a route opens in for the visitor it is for (a signed-in route for someone signed in). */
function layoutOf(key: RouteKey): string {
  const { pattern, access } = routeTable[key];
  return selectLayout({ pathname: pattern, signedIn: access === 'signed-in' });
}

/**
 * Writes, beside index.html, one page per route of @medhire/domain's route table: `pages/<route key>.html`, index.html
 * with a `<link rel=modulepreload>` for every file the route's first load needs beyond index.html's own scripts —
 * its lazy screen and its lazy layout, each with every chunk it imports. The server sends that page for the route
 * (apps/api/src/http/spa.ts), index.html for any other path.
 *
 * Why: Vite's preload helper inserts those links from script, inside the first render (about 80 on Explore, half a
 * millisecond each on a fast machine and 4× that on a phone); parsed from the page's HTML they cost the main thread
 * nothing, and the helper skips the links already there. They are `fetchpriority="low"`: the start-up chunk and the
 * styles come first.
 *
 * The plugin learns, while the app builds, which module each route's screen is (the `screens` map of
 * src/app/screens.ts: a property per route, its loader one `import()`) and which module each layout is
 * (src/app/app-frame.tsx imports `./layouts/<layout>-layout`). A screen that picks between two modules (the
 * onboarding wizard or its notice) gets no page: the server cannot tell which one the browser will load.
 */
export function routePreloads(): Plugin {
  const screenModules = new Map<string, string>();
  const layoutModules = new Map<string, string>();
  let config: ResolvedConfig;
  let pages: Map<string, string[]> = new Map();
  return {
    name: 'medhire-route-preloads',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async transform(code, id) {
      if (id.endsWith('/src/app/screens.ts')) {
        for (const node of walk(this.parse(code))) {
          if (node.type !== 'VariableDeclarator' || !isNode(node.id) || node.id.name !== 'screens') continue;
          if (!isNode(node.init) || node.init.type !== 'ObjectExpression') continue;
          for (const property of node.init.properties as Node[]) {
            const key = isNode(property.key) ? (property.key.name as string | undefined) : undefined;
            const [only, ...more] = dynamicImports(property.value);
            if (!key || !only || more.length > 0) continue;
            const resolved = await this.resolve(only, id);
            if (resolved) screenModules.set(key, resolved.id);
          }
        }
        if (screenModules.size === 0)
          throw new Error('route-preloads: no screen found in src/app/screens.ts');
      } else if (id.endsWith('/src/app/app-frame.tsx')) {
        for (const specifier of dynamicImports(this.parse(code))) {
          const layout = /^\.\/layouts\/(.+)-layout$/.exec(specifier)?.[1];
          const resolved = layout ? await this.resolve(specifier, id) : null;
          if (layout && resolved) layoutModules.set(layout, resolved.id);
        }
      }
      return null;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      /** A chunk's file, the files it imports statically (recursively) and their styles. */
      const closure = (fileName: string, into = new Set<string>()): Set<string> => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        const chunk = byFile.get(fileName);
        for (const css of chunk?.viteMetadata?.importedCss ?? []) into.add(css);
        for (const imported of chunk?.imports ?? []) closure(imported, into);
        return into;
      };
      const atStart = new Set<string>();
      for (const chunk of chunks) if (chunk.isEntry) closure(chunk.fileName, atStart);
      const filesOf = (moduleId: string): string[] => {
        const chunk =
          chunks.find((candidate) => candidate.facadeModuleId === moduleId) ??
          chunks.find((candidate) => candidate.moduleIds.includes(moduleId));
        if (!chunk) throw new Error(`route-preloads: no chunk holds ${moduleId}`);
        return [...closure(chunk.fileName)].filter((file) => !atStart.has(file));
      };
      pages = new Map();
      for (const key of routeKeys) {
        const screen = screenModules.get(key);
        if (!screen) continue;
        const layout = layoutModules.get(layoutOf(key));
        pages.set(key, [...new Set([...(layout ? filesOf(layout) : []), ...filesOf(screen)])]);
      }
    },
    async writeBundle(options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset' || !config.build.write) return;
      const html = String(index.source);
      if (!html.includes('</head>')) throw new Error('route-preloads: index.html has no </head>');
      const outDir = options.dir ?? path.resolve(config.root, config.build.outDir);
      await mkdir(path.join(outDir, 'pages'), { recursive: true });
      await Promise.all(
        [...pages].map(([key, files]) => {
          const links = files
            .map((file) =>
              file.endsWith('.css')
                ? `<link rel="preload" as="style" href="/${file}" fetchpriority="low">`
                : `<link rel="modulepreload" crossorigin href="/${file}" fetchpriority="low">`,
            )
            .join('');
          return writeFile(
            path.join(outDir, 'pages', `${key}.html`),
            html.replace('</head>', `${links}</head>`),
          );
        }),
      );
    },
  };
}
