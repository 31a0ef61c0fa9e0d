import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** A shell chunk big enough to be worth compressing, with its precompressed siblings as the build writes them. */
export const shellChunk = {
  name: 'main.0123abcd.js',
  source: Array.from({ length: 2000 }, (_, index) => `export const line${index} = "real opportunities ${index}";`).join('\n'),
};

export const shellPage = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>shell</title><script defer src="/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>';

/**
 * A small built front end on disk, laid out as the dev edge reads it (`dist`: `shell/`,
 * `<portal>-portal/`) or as the nginx image holds it (`nginx`: `shell/`, `remotes/<portal>/`,
 * `config/remotes.json`).
 */
export const writeBuiltFrontEnd = async (root: string, layout: 'dist' | 'nginx') => {
  const shell = join(root, 'shell');
  const publicRemote = layout === 'dist' ? join(root, 'public-portal') : join(root, 'remotes', 'public');
  await mkdir(shell, { recursive: true });
  await mkdir(publicRemote, { recursive: true });
  await writeFile(join(shell, 'index.html'), shellPage);
  await writeFile(join(shell, shellChunk.name), shellChunk.source);
  await writeFile(join(shell, `${shellChunk.name}.br`), brotliCompressSync(shellChunk.source));
  await writeFile(join(shell, `${shellChunk.name}.gz`), gzipSync(shellChunk.source));
  // An asset without siblings (not every file is precompressed).
  await writeFile(join(shell, 'plain.0123abcd.js'), 'console.log("plain")');
  await writeFile(join(publicRemote, 'mf-manifest.json'), '{"name":"public_portal"}');
  await writeFile(join(publicRemote, 'remoteEntry.js'), 'var public_portal = {}');
  if (layout === 'nginx') {
    await mkdir(join(root, 'config'), { recursive: true });
    await writeFile(join(root, 'config', 'remotes.json'), '{"public":"/remotes/public/mf-manifest.json"}');
  }
};
