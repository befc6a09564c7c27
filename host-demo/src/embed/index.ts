import type { QiankunOptions } from '../qiankun-options';
import type { MountListener } from './qiankun-routes';
import type { Embedder } from './types';

export type EmbedMode = 'qiankun' | 'federation' | 'iframe';

export const EMBED_MODES: readonly EmbedMode[] = ['qiankun', 'federation', 'iframe'];

/**
 * Each embedder loads lazily, so the page only downloads the one it uses. A route-based qiankun
 * host mounts and unmounts the shell as the address changes and reports it to `onRouteMount`.
 */
export async function embedderFor(
  mode: EmbedMode,
  qiankun: QiankunOptions,
  onRouteMount: MountListener,
): Promise<Embedder> {
  switch (mode) {
    case 'qiankun':
      return qiankun.loader === 'routes'
        ? (await import('./qiankun-routes')).qiankunRoutesEmbedder(qiankun.sandbox, onRouteMount)
        : (await import('./qiankun')).qiankunEmbedder(qiankun.sandbox);
    case 'federation':
      return (await import('./federation')).embedWithFederation;
    case 'iframe':
      return (await import('./iframe')).embedWithIframe;
  }
}
