import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { FIXED_META } from '../../composition/router/fixed-meta';
import { RedirectPage } from '../../composition/router/RedirectPage';
import type { RouteMeta } from '../../shared/route-meta';
import { TagsView } from '../tags-view';
import { PageHost } from './index';

/** A page with one text field: its value is the state that keep-alive must preserve. */
function FieldPage({ label }: { label: string }) {
  return (
    <label>
      {label}
      <input type="text" />
    </label>
  );
}

function page(
  path: string,
  meta: RouteMeta,
  element: ReactNode = <FieldPage label={`${meta.title}输入`} />,
): RouteObject {
  return { path, element, handle: { meta } };
}

/** The tab strip over the page host, with a few pages: what the layout composes, minus the chrome. */
export function pageHostRoutes(extra: RouteObject[] = []): RouteObject[] {
  return [
    {
      element: (
        <>
          <TagsView />
          <PageHost />
        </>
      ),
      children: [
        page('/home', { ...FIXED_META.home, title: '首页' }),
        page('/dashboard', { ...FIXED_META.dashboard, title: '门户' }),
        page('/a', { name: 'a', title: '页面A' }),
        page('/b', { name: 'b', title: '页面B' }),
        page('/nc', { name: 'nc', title: '不缓存', noCache: true }),
        { path: '/redirect/*', element: <RedirectPage />, handle: { meta: FIXED_META.redirect } },
        ...extra,
      ],
    },
  ];
}
