import { screen, waitFor } from '@testing-library/react';
import { LANGUAGES } from '@mepm/contract/codes';
import type { Language } from '@mepm/contract/codes';
import { MenuType } from '@mepm/contract/codes';
import { renderLayout } from '../layout/render-layout';
import { pageOf, renderAdminPage, serveRoutes, withTableViewport } from '../test/admin-page-kit';
import type { SeenRequest } from '../test/fetch-stub';
import { recordMissingKeys } from '../test/missing-keys';
import { composeFeatures } from './compose-features';
import { FEATURES } from './features';
import { monitorReading } from '../features/system/monitor/monitor-fixture';

withTableViewport();

// ECharts ships ES modules that jest does not load, and jsdom has no canvas: the monitor's charts
// stand in as their accessible label, which is what this test reads.
jest.mock('../features/system/monitor/MonitorCharts', () => ({
  __esModule: true,
  default: ({ historyLabel }: { historyLabel: string }) => (
    <div role="img" aria-label={historyLabel} />
  ),
}));

const PAGE_PATHS = [...composeFeatures(FEATURES).pages.keys()];

/** One menu node of every type, so that each type's label is looked up. */
const MENU_TREE = Object.values(MenuType).map((type) => ({
  id: `m${type}`,
  parentId: '-1',
  type,
  enCode: `m${type}`,
  fullName: `menu ${type}`,
  icon: '',
  urlAddress: `m${type}`,
  linkTarget: '_self',
  propertyJson: '{}',
  sortCode: type,
  enabled: true,
  hasChildren: false,
  children: [],
}));

/** Empty answers in the shape each page reads: trees are arrays or `{list}`, lists are pages. */
function firstAnswers(): SeenRequest[] {
  return serveRoutes(
    {
      'GET /api/system/Menu': MENU_TREE,
      'GET /api/system/Menu/Selector': MENU_TREE,
      'GET /api/permission/Organize/Tree': { list: [] },
      'GET /api/permission/Organize/Department/Selector': { list: [] },
      'GET /api/permission/Role/Selector': { list: [] },
      'GET /api/permission/Position/Selector': { list: [] },
      'GET /api/system/Monitor': monitorReading(),
      'GET /api/system/Language/Catalog': { server: [], overrides: [] },
    },
    pageOf([]),
  );
}

describe.each(LANGUAGES)('every text in %s', (language: Language) => {
  it.each(PAGE_PATHS)('page %s asks for no key without a text', async (path) => {
    const missing = recordMissingKeys();
    const seen = firstAnswers();
    renderAdminPage(path, { language, i18nOptions: missing.i18nOptions });
    await waitFor(() => expect(seen.length).toBeGreaterThan(0), { timeout: 10_000 });
    await waitFor(() => expect(screen.queryAllByRole('progressbar')).toHaveLength(0));
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
    expect([...missing.found]).toEqual([]);
  });

  it('the settings drawer asks for no key without a text', async () => {
    const missing = recordMissingKeys();
    const { user, runtime } = renderLayout({ language, i18nOptions: missing.i18nOptions });
    await user.click(screen.getByRole('button', { name: runtime.i18n.t('layout.settings') }));
    await screen.findByRole('dialog', { name: runtime.i18n.t('settings.title') });
    expect([...missing.found]).toEqual([]);
  });
});
