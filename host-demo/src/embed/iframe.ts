import type { Embedder } from './types';

/**
 * The shell as a page of its own in a frame; the token travels in the query. The shell accepts it
 * on /home only (SPEC §2), so a return path after signing in again is not kept in this mode.
 */
export const embedWithIframe: Embedder = async (remoteOrigin, container, props) => {
  const url = new URL('/home', remoteOrigin);
  url.searchParams.set('token', props.token);
  if (props.moduleName) url.searchParams.set('moduleName', props.moduleName);
  const frame = document.createElement('iframe');
  frame.title = 'Embedded shell';
  frame.className = 'shell-frame';
  frame.src = url.href;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  container.append(frame);
  await loaded;
  return async () => frame.remove();
};
