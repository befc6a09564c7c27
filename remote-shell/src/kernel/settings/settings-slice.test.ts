import { SETTINGS_PREFIX } from '../client-settings';
import { signedIn, userLoaded } from '../session-slice';
import { createShellRuntime } from '../../composition/runtime';
import { testRuntime } from '../../test/render-with-providers';
import { userInfo } from '../../test/fixtures';
import { DEFAULT_SETTINGS } from './settings-model';
import { settingChanged, sidebarToggled } from './settings-slice';

const runtimes: Array<ReturnType<typeof createShellRuntime>> = [];
afterEach(() => runtimes.splice(0).forEach((runtime) => runtime.dispose()));

/** A store as a new mount gets it: its settings read from storage. */
function newStore() {
  const { host, mountOptions } = testRuntime();
  const runtime = createShellRuntime(mountOptions, { host, language: 'zh' });
  runtimes.push(runtime);
  return runtime.store;
}

const stored = (key: string) => window.localStorage.getItem(SETTINGS_PREFIX + key);

describe('client settings', () => {
  it('starts from the defaults when nothing is stored', () => {
    const { layoutChosen, language, ...settings } = newStore().getState().settings;
    const { language: _defaultLanguage, ...defaults } = DEFAULT_SETTINGS;
    expect(settings).toEqual(defaults);
    expect(settings).toMatchObject({
      layoutType: 'classic',
      slideClass: 'dark',
      theme: 'blue',
      tagsView: true,
      fixedHeader: false,
      sidebarLogo: true,
      tagsIcon: false,
      showLanguage: true,
      showSearch: true,
      useCache: true,
      size: 'medium',
      sidebarStatus: 1,
      device: 'desktop',
    });
    expect(layoutChosen).toBe(false);
    expect(['zh', 'zhtw', 'en']).toContain(language);
  });

  it('stores every change under the product prefix and reads it back in a new mount', () => {
    const store = newStore();
    store.dispatch(settingChanged('theme', 'green'));
    store.dispatch(settingChanged('tagsView', false));
    store.dispatch(settingChanged('size', 'mini'));
    store.dispatch(settingChanged('slideClass', 'lightWhite'));
    store.dispatch(sidebarToggled());

    expect(stored('theme')).toBe('green');
    expect(stored('tagsView')).toBe('false');
    expect(stored('sidebarStatus')).toBe('0');

    expect(newStore().getState().settings).toMatchObject({
      theme: 'green',
      tagsView: false,
      size: 'mini',
      slideClass: 'lightWhite',
      sidebarStatus: 0,
    });
  });

  it('falls back to the default for each invalid stored value', () => {
    window.localStorage.setItem(`${SETTINGS_PREFIX}theme`, 'pink');
    window.localStorage.setItem(`${SETTINGS_PREFIX}tagsView`, 'yes');
    window.localStorage.setItem(`${SETTINGS_PREFIX}sidebarStatus`, '2');
    window.localStorage.setItem(`${SETTINGS_PREFIX}layoutType`, 'grid');
    window.localStorage.setItem(`${SETTINGS_PREFIX}size`, 'large');
    window.localStorage.setItem(`${SETTINGS_PREFIX}fixedHeader`, 'true');

    expect(newStore().getState().settings).toMatchObject({
      theme: 'blue',
      tagsView: true,
      sidebarStatus: 1,
      layoutType: 'classic',
      size: 'medium',
      fixedHeader: true,
      layoutChosen: false,
    });
  });

  it('takes the layout from the sign-in response when the user has not chosen one here', () => {
    const store = newStore();
    store.dispatch(signedIn({ token: 't', theme: 'functional' }));
    expect(store.getState().settings.layoutType).toBe('functional');
    // The server's layout is not a local choice: the next sign-in may bring another.
    expect(stored('layoutType')).toBeNull();

    store.dispatch(
      userLoaded({ userInfo: userInfo({ theme: 'plain' }), menuList: [], permissionList: [] }),
    );
    expect(store.getState().settings.layoutType).toBe('plain');
  });

  it('keeps a layout chosen on this browser over the sign-in response', () => {
    newStore().dispatch(settingChanged('layoutType', 'plain'));
    expect(stored('layoutType')).toBe('plain');

    const store = newStore();
    store.dispatch(signedIn({ token: 't', theme: 'functional' }));
    expect(store.getState().settings.layoutType).toBe('plain');
  });
});
