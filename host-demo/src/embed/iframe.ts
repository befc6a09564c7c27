import type { Embedder } from './types';

/**
 * The shell as a page of its own in a frame; the token travels in the query: `/home?token=`, or
 * `/auth-redirect?token=&redirect=` to open another page, such as the one to return to.
 */
export const embedWithIframe: Embedder = async (remoteOrigin, container, props) => {
  const url = new URL(props.path ? '/auth-redirect' : '/home', remoteOrigin);
  url.searchParams.set('token', props.token);
  if (props.path) url.searchParams.set('redirect', props.path);
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
