import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Compiler } from '@rspack/core';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets the edges send compressed; source maps are left alone (fetched only by dev tools). */
export const precompressedAsset = /\.(js|css|html|json|svg)$/;

/**
 * Writes a `.br` (quality 11) and a `.gz` (level 9) sibling next to every text asset once the
 * build is written, so the edges serve compressed files without compressing on each request.
 * After emit, because the federation manifest and stats are only written then.
 */
export class PrecompressPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path ?? compiler.outputPath;
      const names = compilation
        .getAssets()
        .map((asset) => asset.name)
        .filter((name) => precompressedAsset.test(name));
      await Promise.all(
        names.map(async (name) => {
          const file = join(outputPath, name);
          const content = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    });
  }
}
