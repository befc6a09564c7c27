import { EsbuildPlugin } from 'esbuild-loader';
import type { Configuration, RuleSetRule } from 'webpack';

export type Mode = 'production' | 'development';

/** Browsers the bundles must run in; esbuild lowers newer syntax to this. */
export const TARGET = 'es2020';

/**
 * TypeScript through esbuild: it strips types only, so the build stays fast on a shared 2-core
 * machine; `tsc -b` does the type checking separately.
 */
export const typeScriptRule: RuleSetRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  loader: 'esbuild-loader',
  options: { target: TARGET, jsx: 'automatic' },
};

/**
 * What every browser build shares: resolution, minification, caching, source maps.
 * `buildFiles` are further files (such as loaders) whose change invalidates the build cache.
 */
export function baseConfig(
  mode: Mode,
  name: string,
  configFile: string,
  buildFiles: string[] = [],
): Configuration {
  const production = mode === 'production';
  return {
    name,
    mode,
    target: 'web',
    // Source maps roughly double minification time; production builds skip them.
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: { rules: [typeScriptRule] },
    optimization: {
      // esbuild minifies several times faster than terser for a few percent more bytes. It only
      // minifies here: with a lower target it wraps each file in an IIFE (to hide its helpers),
      // which hides the UMD global qiankun reads and the container's global.
      minimizer: [new EsbuildPlugin({ target: 'esnext', css: false })],
    },
    // The build script prints sizes itself; webpack's 244 KiB hint only adds noise.
    performance: { hints: false },
    cache: {
      type: 'filesystem',
      name: `${name}-${mode}`,
      buildDependencies: { config: [configFile, ...buildFiles] },
    },
  };
}
