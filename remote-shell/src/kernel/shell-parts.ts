import { createContext, useContext } from 'react';
import type { TopBarItem } from './feature';

/**
 * What the mount's features add to the shell's own frame. The layout reads it here, so that it
 * shows a feature's parts without importing the feature.
 */
export interface ShellParts {
  /** In the order they are shown. */
  topBarItems: readonly TopBarItem[];
}

export const ShellPartsContext = createContext<ShellParts>({ topBarItems: [] });

export function useShellParts(): ShellParts {
  return useContext(ShellPartsContext);
}
