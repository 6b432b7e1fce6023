import { defineConfig } from 'tsup';

/**
 * One entry per component family, emitted as `dist/<family>/index.js` + `index.d.ts`, which the
 * package's `"./*"` export maps to (`@medhire/ui/button` → `dist/button/index.js`).
 * Stories and docs are never entries, so they never reach `dist`.
 */
export default defineConfig({
  entry: {
    'button/index': 'src/primitives/button/index.ts',
    'input/index': 'src/primitives/input/index.ts',
    'field/index': 'src/primitives/field/index.ts',
    'dialog/index': 'src/primitives/dialog/index.ts',
    'toast/index': 'src/primitives/toast/index.ts',
    'logo-loader/index': 'src/primitives/logo-loader/index.ts',
    'skeleton/index': 'src/primitives/skeleton/index.ts',
    'empty-state/index': 'src/primitives/empty-state/index.ts',
    'cn/index': 'src/lib/index.ts',
    'logo/index': 'src/brand/index.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  splitting: true,
  treeshake: true,
  sourcemap: false,
  external: [
    'react',
    'react-dom',
    'react/jsx-runtime',
    /^@radix-ui\//,
    'class-variance-authority',
    'clsx',
    'tailwind-merge',
    'sonner',
    'lucide-react',
    '@medhire/domain',
  ],
});
