import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration } from 'webpack';
import { baseConfig, type Mode } from './common';
import { FEDERATION_GLOBALS_MODULE } from './assigned-federation-globals';
import { MarkEntryScriptPlugin } from './mark-entry-script-plugin';
import { sharedDependencies } from './shared-dependencies';

/** The Module Federation container; hosts call `loadRemote('remote_shell/lifecycles')`. */
export const CONTAINER_NAME = 'remote_shell';
/** The UMD global qiankun reads the lifecycles from; must differ from the container's global. */
export const UMD_NAME = 'mepmRemoteShell';
/** The default application title (the zh one; the shell translates it once it runs). */
const APP_TITLE = '机电公司项目管理系统';

// webpack is held at 5.105: 5.106 moved internals that @module-federation/enhanced 2.9 still
// requires by their old paths (module-federation/core #4646).
const HASHED = 'js/[name].[contenthash:8].js';

/**
 * One build, three ways to run: a Module Federation remote (remoteEntry.js), a qiankun micro-app
 * (index.html whose entry script exports UMD lifecycles) and a standalone app (the same index.html).
 */
export function remoteShellConfig(mode: Mode, root: string, configFile: string): Configuration {
  const packageDir = path.join(root, 'remote-shell');
  const globalsLoader = path.join(root, 'scripts', 'webpack', 'assigned-federation-globals.ts');
  const base = baseConfig(mode, 'remote-shell', configFile, [globalsLoader]);
  return {
    ...base,
    context: packageDir,
    resolve: {
      ...base.resolve,
      // A package's exports map is matched with the `?raw` query still on the request, which no
      // map lists: the stylesheets read as text are aliased to their files (flow designer).
      alias: {
        '@xyflow/react/dist/style.css': createRequire(import.meta.url).resolve(
          '@xyflow/react/dist/style.css',
        ),
      },
    },
    module: {
      rules: [
        ...(base.module?.rules ?? []),
        // So that the shell mounts under qiankun's loose sandbox (see the loader).
        { test: FEDERATION_GLOBALS_MODULE, loader: globalsLoader },
        // A stylesheet imported with `?raw` is its text: the rich-text editor scopes Quill's and
        // inserts it through the mount's emotion cache (remote-shell/src/shared/rich-text).
        { resourceQuery: /raw/, type: 'asset/source' },
      ],
    },
    entry: {
      main: {
        import: './src/entry/index.ts',
        // Set on the entry, not on output.library, so that remoteEntry.js keeps its own global.
        library: { type: 'umd', name: UMD_NAME },
      },
    },
    output: {
      path: path.join(packageDir, 'dist'),
      // Resolved at run time from the script's own URL, so lazy chunks come from the shell's
      // origin even when a host on another origin embeds it. Under qiankun the entry overrides it.
      publicPath: 'auto',
      filename: HASHED,
      chunkFilename: HASHED,
      // Files referenced with `new URL(..., import.meta.url)`, such as the user manual PDF.
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      // Host and shell may share one window: distinct names keep their chunk registries apart.
      uniqueName: 'mepm_remote_shell',
      clean: true,
    },
    plugins: [
      new ModuleFederationPlugin({
        name: CONTAINER_NAME,
        filename: 'remoteEntry.js',
        exposes: { './lifecycles': './src/entry/federation-lifecycles.ts' },
        shared: sharedDependencies(packageDir),
        dts: false,
        // No manifest: hosts address remoteEntry.js directly.
        manifest: false,
      }),
      new HtmlWebpackPlugin({
        template: './public/index.html',
        title: APP_TITLE,
        // Without an icon every page load asks for /favicon.ico, which does not exist.
        favicon: './public/favicon.svg',
        // Only the main entry: qiankun would otherwise take remoteEntry.js for the app (qiankun #1312).
        chunks: ['main'],
        inject: 'body',
        scriptLoading: 'blocking',
        // Absolute, so that deep links such as /system/user load /js/... and qiankun resolves the
        // scripts against the entry URL (the shell's origin).
        publicPath: '/',
      }),
      new MarkEntryScriptPlugin(),
    ],
  };
}
