import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The files that compress: scripts, styles, pages and text formats. Images, fonts (woff2) and media do not. */
export const COMPRESSIBLE = /\.(js|mjs|cjs|css|html|svg|json|webmanifest|txt|xml|map|ico|wasm)$/i;

/** Every file below `directory` (dot folders such as `.vite/`, which the server never serves, skipped). */
async function filesBelow(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(directory, entry.name);
      if (entry.name.startsWith('.')) return [];
      if (entry.isDirectory()) return filesBelow(full);
      return entry.isFile() ? [full] : [];
    }),
  );
  return nested.flat();
}

/**
 * Writes `<file>.br` (Brotli, best quality) and `<file>.gz` (gzip level 9) beside every text file of the
 * built app, so the server sends them as they are (`@fastify/static`'s `preCompressed`) instead of compressing
 * at every request. Returns the files it compressed.
 */
export async function precompressDirectory(directory: string): Promise<string[]> {
  const files = (await filesBelow(directory)).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: (await stat(file)).size,
          },
        }),
        gzipAsync(source, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
  return files;
}

/**
 * The build's last step: Brotli and gzip copies of every text asset in the output folder. It runs after every
 * other plugin's `closeBundle` (`sequential`, `order: 'post'`), so files written there (the push service
 * worker) are compressed too.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'medhire:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (!config.build.write) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        const files = await precompressDirectory(outDir);
        config.logger.info(`  ${files.length} text files precompressed (.br, .gz)`);
      },
    },
  };
}
