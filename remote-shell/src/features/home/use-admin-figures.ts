import { useAppSelector } from '../../kernel/hooks';
import { useHomeFiguresQuery } from './api';

/** How often open figures are read again: "online now" should not go stale on a wall screen. */
const REFRESH_MS = 60_000;

/** Whether the signed-in user sees the company-wide figures (the server answers 403 otherwise). */
export function useIsAdministrator(): boolean {
  return useAppSelector((state) => state.session.userInfo?.isAdministrator === true);
}

/**
 * The administrators' figures, read on each opening and every minute while the page is in view;
 * never asked for by anyone else.
 */
export function useAdminFigures() {
  const administrator = useIsAdministrator();
  return useHomeFiguresQuery(undefined, {
    skip: !administrator,
    pollingInterval: REFRESH_MS,
    skipPollingIfUnfocused: true,
    refetchOnMountOrArgChange: true,
  });
}
