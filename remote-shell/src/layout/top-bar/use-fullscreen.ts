import { useCallback, useEffect, useState } from 'react';
import { useShellContext } from '../../kernel/hooks';

export interface Fullscreen {
  supported: boolean;
  active: boolean;
  toggle(): void;
}

/** The element to show full screen: the whole page when it is ours, else the host's container. */
function useTarget(): HTMLElement {
  const { options } = useShellContext();
  const ownsPage = options.embed === 'standalone' || options.embed === 'iframe';
  return ownsPage ? document.documentElement : options.container;
}

export function useFullscreen(): Fullscreen {
  const target = useTarget();
  const supported =
    Boolean(document.fullscreenEnabled) && typeof target.requestFullscreen === 'function';
  const [active, setActive] = useState(() => document.fullscreenElement === target);

  useEffect(() => {
    const update = () => setActive(document.fullscreenElement === target);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, [target]);

  const toggle = useCallback(() => {
    // A refused request (no user gesture, a policy) simply leaves the page as it was.
    if (document.fullscreenElement === target)
      void document.exitFullscreen().catch(() => undefined);
    else void target.requestFullscreen().catch(() => undefined);
  }, [target]);

  return { supported, active, toggle };
}
