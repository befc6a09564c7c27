import { createContext, useContext } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';
import type { ShellContext } from './shell-context';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

export const ShellContextReact = createContext<ShellContext | null>(null);

export function useShellContext(): ShellContext {
  const context = useContext(ShellContextReact);
  if (!context) throw new Error('useShellContext outside ShellProviders');
  return context;
}
