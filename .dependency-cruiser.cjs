/**
 * The one-way dependency rule of docs/architecture (ARCHITECTURE.md):
 *   apps/web → packages/ui, packages/api-client, packages/domain
 *   packages/api-client → packages/domain
 *   apps/api → packages/domain
 *   packages/ui → packages/domain (types and enum values only)
 *   packages/domain → zod only
 * A workspace import resolves through node_modules to packages/<name>/…; an unbuilt one stays a bare name,
 * so every pattern matches both forms.
 */
const npm = (names) => `node_modules/(${names})/|^(${names})(/|$)`;
const workspace = (name) => `^packages/${name}/|^apps/${name}/|(^|/)@medhire/${name}(/|$)`;

module.exports = {
  forbidden: [
    {
      name: 'domain-imports-only-zod',
      comment: 'packages/domain is pure: zod and its own files, nothing else (its tests may use vitest).',
      severity: 'error',
      from: { path: '^packages/domain/src', pathNot: '\\.test\\.ts$' },
      to: {
        pathNot: ['^packages/domain/src', npm('zod'), '^node:', '^(fs|path|url)$'],
        dependencyTypesNot: ['core'],
      },
    },
    {
      name: 'domain-no-node-builtins',
      severity: 'error',
      from: { path: '^packages/domain/src', pathNot: '\\.test\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'ui-is-pure',
      comment: 'packages/ui never imports the router, SWR, the api-client, the network or an app.',
      severity: 'error',
      from: { path: '^packages/ui/src' },
      to: {
        path: [
          workspace('api-client'),
          workspace('web'),
          workspace('api'),
          npm('react-router|react-router-dom|swr|socket\\.io-client|firebase|@stripe/stripe-js|axios'),
        ],
      },
    },
    {
      name: 'api-client-has-no-ui',
      comment: 'packages/api-client is plain TypeScript: no React, no ui, no apps.',
      severity: 'error',
      from: { path: '^packages/api-client/src' },
      to: {
        path: [
          workspace('ui'),
          workspace('web'),
          workspace('api'),
          npm('react|react-dom|react-router|react-router-dom|swr'),
        ],
      },
    },
    {
      name: 'api-depends-on-domain-only',
      severity: 'error',
      from: { path: '^apps/api/src' },
      to: { path: [workspace('ui'), workspace('api-client'), workspace('web'), npm('react|react-dom')] },
    },
    {
      name: 'web-does-not-import-the-server',
      severity: 'error',
      from: { path: '^apps/web/src' },
      to: { path: [workspace('api')] },
    },
    {
      name: 'packages-never-import-apps',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'features-do-not-import-each-other',
      comment: 'apps/web feature folders share through packages or src/lib, never directly.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^(apps|packages)/[^/]+/src' },
      to: { circular: true },
    },
  ],
  options: {
    // Only the sources are cruised (see the `boundaries` script); what they import is recorded, never
    // followed, so a package resolved to node_modules or to a workspace dist still meets the rules.
    doNotFollow: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
