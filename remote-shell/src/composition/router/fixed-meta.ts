import type { RouteMeta } from '../../shared/route-meta';
import type { TextName } from '../../kernel/i18n/text-key';
import type { TabView } from '../../kernel/tabs';
import { PATHS } from './route-paths';

/** A fixed route's name is also where its title is: `nav.routes.<name>`. */
function meta(name: TextName<'nav.routes'>, extra: Partial<RouteMeta> = {}): RouteMeta {
  return { name, title: '', titleKey: `nav.routes.${name}`, ...extra };
}

/** Meta of the fixed routes under the main layout. */
export const FIXED_META = {
  home: meta('home', { affix: true }),
  dashboard: meta('dashboard', { affix: true }),
  messageRecord: meta('messageRecord'),
  previewModel: meta('previewModel'),
  profile: meta('profile'),
  menuMore: meta('menuMore'),
  flowLaunch: meta('flowLaunch'),
  flowTodo: meta('flowTodo'),
  flowCirculate: meta('flowCirculate'),
  policyRelease: meta('policyRelease'),
  notFound: meta('notFound', { hidden: true, noCache: true }),
  redirect: meta('redirect', { hidden: true, noCache: true }),
} satisfies Record<string, RouteMeta>;

/** The pinned tabs, shown from the start in this order. */
export const AFFIX_VIEWS: readonly TabView[] = [
  { path: PATHS.home, meta: FIXED_META.home },
  { path: PATHS.dashboard, meta: FIXED_META.dashboard },
].map(({ path, meta: { name, title, titleKey } }) => ({
  path,
  fullPath: path,
  name,
  title,
  titleKey,
  affix: true,
  noCache: false,
}));
