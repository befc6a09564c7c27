import type { ShellMountOptions } from '../kernel/mount-options';
import { mountShell } from '../composition/mount-shell';
import { createLifecycles } from './lifecycles';

// What the lifecycles hand to mountShell; the real shell is covered by lifecycles.test.tsx.
jest.mock('../composition/mount-shell', () => ({ mountShell: jest.fn() }));
const mockedMountShell = jest.mocked(mountShell);

function lastOptions(): ShellMountOptions {
  const call = mockedMountShell.mock.calls.at(-1);
  if (!call) throw new Error('mountShell was not called');
  return call[0];
}

beforeEach(() => {
  mockedMountShell.mockReset();
  mockedMountShell.mockReturnValue(jest.fn());
});

it('passes the host props through and fills in the defaults', async () => {
  const container = document.createElement('div');
  await createLifecycles('federation').mount({
    container,
    token: 't-1',
    moduleName: 'hse',
    setGlobalState: () => undefined,
  });
  expect(lastOptions()).toEqual({
    container,
    token: 't-1',
    moduleName: 'hse',
    basename: '/',
    apiBase: 'http://localhost',
    embed: 'federation',
    hostOrigin: 'http://localhost',
  });
});

it("mounts into the #root of qiankun's wrapper and unmounts by the wrapper", async () => {
  const wrapper = document.createElement('div');
  wrapper.innerHTML = '<div id="root"></div>';
  const unmountShell = jest.fn();
  mockedMountShell.mockReturnValue(unmountShell);
  const lifecycles = createLifecycles('qiankun');

  await lifecycles.mount({ container: wrapper, basename: '/host-demo/shell' });
  expect(lastOptions()).toMatchObject({
    container: wrapper.querySelector('#root'),
    basename: '/host-demo/shell',
    embed: 'qiankun',
  });

  await lifecycles.unmount({ container: wrapper });
  expect(unmountShell).toHaveBeenCalledTimes(1);
});

it('replaces a shell mounted again into the same container', async () => {
  const container = document.createElement('div');
  const first = jest.fn();
  const second = jest.fn();
  mockedMountShell.mockReturnValueOnce(first).mockReturnValueOnce(second);
  const lifecycles = createLifecycles('federation');

  await lifecycles.mount({ container, token: 'a' });
  await lifecycles.mount({ container, token: 'b' });
  expect(first).toHaveBeenCalledTimes(1);
  expect(second).not.toHaveBeenCalled();

  await lifecycles.unmount({ container });
  await lifecycles.unmount({ container });
  expect(second).toHaveBeenCalledTimes(1);
});

it('reports a failed mount and can mount again afterwards', async () => {
  const container = document.createElement('div');
  mockedMountShell.mockImplementationOnce(() => {
    throw new Error('no store');
  });
  const lifecycles = createLifecycles('federation');

  await expect(lifecycles.mount({ container })).rejects.toThrow('no store');
  await expect(lifecycles.unmount({ container })).resolves.toBeUndefined();
  await lifecycles.mount({ container });
  expect(mockedMountShell).toHaveBeenCalledTimes(2);
});
