import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { afterPaintScriptMetaName, earlyInputGlobal } from '@jobboard/contracts';
import { rspack, type Compiler } from '@rspack/core';

/**
 * Writes the after-paint script (a server-rendered page's one script in its head) beside the
 * shell's files as `after-paint.<hash>.js`, and names it in a `<meta>` of the shell's index.html.
 * The page itself loads the shell's code (`main`) as it always did: only a server-rendered page
 * runs the after-paint script (the service that renders the page swaps it in). A page rendered in
 * the browser has no content to paint first; there it would only be one more request.
 *
 * Not an entry of the build: Module Federation would put the shell's shared libraries into it.
 * It is a few lines, compiled on their own; the names it shares with the shell's code come from
 * the contracts.
 */
export class AfterPaintScriptPlugin {
  /** `source`: the script's TypeScript file, from the app's folder (the build's context). */
  constructor(private readonly source: string) {}

  apply(compiler: Compiler) {
    const source = resolve(compiler.context, this.source);
    let fileName: string | undefined;
    compiler.hooks.thisCompilation.tap('AfterPaintScriptPlugin', (compilation) => {
      compilation.fileDependencies.add(source);
      compilation.hooks.processAssets.tapPromise(
        { name: 'AfterPaintScriptPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const { code: compiled } = await rspack.experiments.swc.transform(await readFile(source, 'utf8'), {
            filename: source,
            jsc: {
              parser: { syntax: 'typescript' },
              target: 'es2020',
              // What it shares with the shell's code, from the one place it is named.
              transform: { optimizer: { globals: { vars: { earlyInputGlobal: JSON.stringify(earlyInputGlobal) } } } },
            },
            module: { type: 'es6' },
          });
          const { code } = await rspack.experiments.swc.minify(compiled, { compress: true, mangle: true, module: false });
          const hash = createHash('sha256').update(code).digest('hex').slice(0, 8);
          fileName = `after-paint.${hash}.js`;
          compilation.emitAsset(fileName, new rspack.sources.RawSource(code));
        },
      );
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise('AfterPaintScriptPlugin', async (data) => {
        if (!fileName) throw new Error('the after-paint script was not compiled before the page was written');
        data.assetTags.meta.push({
          tagName: 'meta',
          attributes: { name: afterPaintScriptMetaName, content: `${data.publicPath}${fileName}` },
          voidTag: true,
        });
        return data;
      });
    });
  }
}
