import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration } from 'webpack';
import { baseConfig } from '../../../scripts/webpack/common';

const pageDir = import.meta.dirname;

/** Where the two pages are built (bench/dist is ignored by git). */
export const FORM_RENDER_OUT = path.join(pageDir, '..', '..', 'dist', 'form-render');

/**
 * The renderer page and its floor (200 plain MUI text fields) in one production build with the
 * shell's base config, each an HTML page opened from disk.
 */
export function formRenderConfig(): Configuration {
  return {
    ...baseConfig('production', 'bench-form-render', import.meta.filename),
    context: pageDir,
    entry: { renderer: './renderer.tsx', floor: './floor.tsx' },
    output: {
      path: FORM_RENDER_OUT,
      // Relative, so that the pages load their scripts from file:// URLs.
      publicPath: '',
      filename: 'js/[name].[contenthash:8].js',
      chunkFilename: 'js/[name].[contenthash:8].js',
      clean: true,
    },
    optimization: {
      ...baseConfig('production', 'x', import.meta.filename).optimization,
      splitChunks: false,
    },
    plugins: ['renderer', 'floor'].map(
      (name) =>
        new HtmlWebpackPlugin({
          template: './index.html',
          filename: `${name}.html`,
          chunks: [name],
        }),
    ),
  };
}
