import AccountTreeIcon from '@mui/icons-material/AccountTree';
import ArticleIcon from '@mui/icons-material/Article';
import AssessmentIcon from '@mui/icons-material/Assessment';
import ChatIcon from '@mui/icons-material/Chat';
import CodeIcon from '@mui/icons-material/Code';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import ExtensionIcon from '@mui/icons-material/Extension';
import FolderIcon from '@mui/icons-material/Folder';
import HomeIcon from '@mui/icons-material/Home';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PeopleIcon from '@mui/icons-material/People';
import SecurityIcon from '@mui/icons-material/Security';
import SettingsIcon from '@mui/icons-material/Settings';
import StorageIcon from '@mui/icons-material/Storage';

export type SvgIconComponent = typeof HomeIcon;

/**
 * The server names icons from another icon font (e.g. "icon-ym icon-ym-generator-menu"): the
 * first keyword found in the name picks an MUI icon; the order puts specific words first.
 */
const KEYWORDS: ReadonlyArray<[string, SvgIconComponent]> = [
  ['home', HomeIcon],
  ['dashboard', DashboardIcon],
  ['portal', DashboardIcon],
  ['flow', AccountTreeIcon],
  ['generator', CodeIcon],
  ['code', CodeIcon],
  ['report', AssessmentIcon],
  ['chart', AssessmentIcon],
  ['form', DescriptionIcon],
  ['permission', SecurityIcon],
  ['authorize', SecurityIcon],
  ['role', SecurityIcon],
  ['user', PeopleIcon],
  ['organize', PeopleIcon],
  ['data', StorageIcon],
  ['message', NotificationsIcon],
  ['notice', NotificationsIcon],
  ['wechat', ChatIcon],
  ['extend', ExtensionIcon],
  ['demo', ExtensionIcon],
  ['system', SettingsIcon],
  ['config', SettingsIcon],
];

/** The icon a name asks for; without a known keyword, a folder or a page. */
export function iconForName(iconName: string, directory: boolean): SvgIconComponent {
  const name = iconName.toLowerCase();
  const found = name ? KEYWORDS.find(([keyword]) => name.includes(keyword)) : undefined;
  if (found) return found[1];
  return directory ? FolderIcon : ArticleIcon;
}

/** The names the map knows, in its order: what the menu form's icon gallery offers. */
export const MENU_ICON_NAMES: readonly string[] = KEYWORDS.map(([keyword]) => keyword);
