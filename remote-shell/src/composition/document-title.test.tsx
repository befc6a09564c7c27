import { waitFor } from '@testing-library/react';
import { Outlet } from 'react-router-dom';
import { renderWithProviders } from '../test/render-with-providers';
import { DocumentTitle } from './document-title';

function routes() {
  return [
    {
      path: '/',
      element: (
        <>
          <DocumentTitle />
          <Outlet />
        </>
      ),
      children: [
        { path: 'user', handle: { meta: { name: 'user', title: '用户管理' } }, element: null },
        { path: 'login', element: null },
      ],
    },
  ];
}

describe('DocumentTitle', () => {
  it('titles the page with the route title and the application title', async () => {
    renderWithProviders(null, { routes: routes(), path: '/user' });
    await waitFor(() => expect(document.title).toBe('用户管理 - 机电公司项目管理系统'));
  });

  it('uses the application title alone for a route without a title', async () => {
    renderWithProviders(null, { routes: routes(), path: '/login', language: 'en' });
    await waitFor(() =>
      expect(document.title).toBe('Electromechanical Company Project Management System'),
    );
  });

  it('leaves the title of a host page alone', () => {
    document.title = 'Host portal';
    renderWithProviders(null, { routes: routes(), path: '/user', options: { embed: 'qiankun' } });
    expect(document.title).toBe('Host portal');
  });
});
