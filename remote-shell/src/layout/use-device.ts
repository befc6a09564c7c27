import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../kernel/hooks';
import { settingChanged, sidebarClosed } from '../kernel/settings';
import { MOBILE_BREAKPOINT } from './layout-sizes';

const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;

/**
 * Keeps `device` in step with the window (mobile below 992 px). On mobile the side menu
 * is a drawer over the page: it closes on entering mobile and after every route change.
 */
export function useDevice(): void {
  const dispatch = useAppDispatch();
  const mobile = useAppSelector((state) => state.settings.device === 'mobile');
  const { pathname } = useLocation();

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(MOBILE_QUERY);
    const apply = () => {
      dispatch(settingChanged('device', query.matches ? 'mobile' : 'desktop'));
      if (query.matches) dispatch(sidebarClosed());
    };
    apply();
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, [dispatch]);

  useEffect(() => {
    if (mobile) dispatch(sidebarClosed());
  }, [dispatch, mobile, pathname]);
}
