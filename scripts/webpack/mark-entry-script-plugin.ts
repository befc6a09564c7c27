import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler, WebpackPluginInstance } from 'webpack';

const NAME = 'MarkEntryScriptPlugin';

/**
 * Adds the `entry` attribute to the last script of the generated index.html. qiankun reads the
 * micro-app's lifecycles from the script marked so, and otherwise guesses (qiankun #1312).
 */
export class MarkEntryScriptPlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const scripts = [...data.headTags, ...data.bodyTags].filter(
          (tag) => tag.tagName === 'script',
        );
        const entry = scripts.at(-1);
        if (entry) entry.attributes.entry = true;
        return data;
      });
    });
  }
}
