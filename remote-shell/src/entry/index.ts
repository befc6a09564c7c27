// The main entry: the qiankun micro-app (UMD lifecycles) and the standalone app.
import './public-path';
import { createLifecycles } from './lifecycles';
import { currentBrowsingContext, pageEmbed } from './mount-context';
import { fitOwnDocument } from './own-document';
import { standaloneProps } from './standalone';

const embed = window.__POWERED_BY_QIANKUN__ ? 'qiankun' : pageEmbed(currentBrowsingContext());

// qiankun reads these off the UMD global `mepmRemoteShell`.
export const { bootstrap, mount, unmount } = createLifecycles(embed);

if (embed !== 'qiankun') {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element to mount the shell into');
  fitOwnDocument(document);
  mount(standaloneProps(root)).catch((error: unknown) => {
    console.error('The shell failed to start', error);
  });
}
