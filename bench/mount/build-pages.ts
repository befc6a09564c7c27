import webpack, { type MultiStats } from 'webpack';
import { benchPagesConfig } from '../pages/webpack.pages';

/** Builds the floor and the shell harness into bench/dist (webpack's filesystem cache keeps reruns quick). */
export function buildBenchPages(): Promise<void> {
  const compiler = webpack(benchPagesConfig());
  return new Promise((resolve, reject) => {
    compiler.run((error, stats?: MultiStats) => {
      // Closing lets the filesystem cache finish writing.
      compiler.close((closeError) => {
        const failure = error ?? closeError;
        if (failure) reject(failure);
        else if (!stats) reject(new Error('webpack returned no stats'));
        else if (stats.hasErrors())
          reject(new Error(stats.toString({ all: false, errors: true, colors: false })));
        else resolve();
      });
    });
  });
}
