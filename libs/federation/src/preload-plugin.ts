import { rspack, type Compiler } from '@rspack/core';

/**
 * Adds `<link rel="preload" as="script">` to the built index.html for the files of one named
 * chunk group: the front end's bootstrap (`import(/* webpackChunkName: "bootstrap" *\/ ...)`),
 * which the entry file only asks for once it has run. Announced in the page, the browser fetches
 * them with the entry instead of one round trip after it. At the entry's own (low) priority:
 * nothing renders before the scripts run, and the entry is needed first.
 */
export class PreloadChunkGroupPlugin {
  constructor(private readonly chunkGroup: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('PreloadChunkGroupPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tapPromise('PreloadChunkGroupPlugin', async (data) => {
        const group = compilation.namedChunkGroups.get(this.chunkGroup);
        if (!group) throw new Error(`PreloadChunkGroupPlugin: no chunk group named "${this.chunkGroup}"`);
        const files = group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js'));
        const preloads = files.map((file) => ({
          tagName: 'link',
          voidTag: true,
          attributes: { rel: 'preload', as: 'script', href: `${data.publicPath}${file}`, fetchpriority: 'low' },
        }));
        data.headTags.push(...preloads);
        return data;
      });
    });
  }
}
