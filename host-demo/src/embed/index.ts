import type { Embedder } from './types';

export type EmbedMode = 'qiankun' | 'federation' | 'iframe';

export const EMBED_MODES: readonly EmbedMode[] = ['qiankun', 'federation', 'iframe'];

/** Each embedder loads lazily, so the page only downloads the one it uses. */
export async function embedderFor(mode: EmbedMode): Promise<Embedder> {
  switch (mode) {
    case 'qiankun':
      return (await import('./qiankun')).embedWithQiankun;
    case 'federation':
      return (await import('./federation')).embedWithFederation;
    case 'iframe':
      return (await import('./iframe')).embedWithIframe;
  }
}
