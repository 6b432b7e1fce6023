import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'billing/index': 'src/billing/index.ts',
    'realtime/index': 'src/realtime/index.ts',
    'push/index': 'src/push/index.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
});
