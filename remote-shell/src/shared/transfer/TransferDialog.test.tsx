import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import { TransferDialog } from './TransferDialog';
import type { TransferItem } from './types';

const roles: TransferItem[] = [
  { id: 'r1', label: '管理员' },
  { id: 'r2', label: '财务' },
  { id: 'r3', label: '工程师' },
  { id: 'r4', label: '工程监理' },
];

// jsdom lays nothing out: a 320 px viewport lets the virtualiser show its window.
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => 320,
  });
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
});

function renderTransfer(items: TransferItem[] = roles, initialChosen: string[] = []) {
  const onConfirm = jest.fn();
  const rendered = renderWithProviders(
    <TransferDialog
      open
      title="分配角色"
      loadItems={async () => items}
      initialChosen={initialChosen}
      onConfirm={onConfirm}
      onClose={jest.fn()}
    />,
  );
  return { ...rendered, onConfirm };
}

const optionsOf = (name: string) =>
  within(screen.getByRole('listbox', { name }))
    .queryAllByRole('option')
    .map((o) => o.textContent);

describe('TransferDialog', () => {
  it('moves ticked items right and back, keeping the source order', async () => {
    const { user, onConfirm } = renderTransfer(roles, ['r1']);
    const available = await screen.findByRole('listbox', { name: '待选项' });
    expect(optionsOf('已选项')).toEqual(['管理员']);
    await user.click(within(available).getByRole('option', { name: '工程监理' }));
    await user.click(within(available).getByRole('option', { name: '财务' }));
    await user.click(screen.getByRole('button', { name: '移到右侧' }));
    expect(optionsOf('已选项')).toEqual(['管理员', '财务', '工程监理']);
    expect(optionsOf('待选项')).toEqual(['工程师']);

    const chosen = screen.getByRole('listbox', { name: '已选项' });
    await user.click(within(chosen).getByRole('option', { name: '管理员' }));
    await user.click(screen.getByRole('button', { name: '移到左侧' }));
    expect(optionsOf('待选项')).toEqual(['管理员', '工程师']);
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledWith(['r2', 'r4']);
  });

  it('searches each list and moves all that the search shows', async () => {
    const { user, onConfirm } = renderTransfer();
    await screen.findByRole('listbox', { name: '待选项' });
    await user.type(screen.getByRole('searchbox', { name: '搜索待选项' }), '工程');
    expect(optionsOf('待选项')).toEqual(['工程师', '工程监理']);
    await user.click(screen.getByRole('button', { name: '全部移到右侧' }));
    expect(optionsOf('已选项')).toEqual(['工程师', '工程监理']);
    await user.type(screen.getByRole('searchbox', { name: '搜索已选项' }), '监理');
    await user.click(screen.getByRole('checkbox', { name: '全选已选项' }));
    await user.click(screen.getByRole('button', { name: '移到左侧' }));
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledWith(['r3']);
  });

  it('ticks options with the keyboard', async () => {
    const { user } = renderTransfer();
    const option = await screen.findByRole('option', { name: '财务' });
    option.focus();
    await user.keyboard(' ');
    expect(option).toHaveAttribute('aria-selected', 'true');
  });

  it('renders only the visible part of a long list', async () => {
    const many = Array.from({ length: 5000 }, (_, index) => ({
      id: `i${index}`,
      label: `项目${index}`,
    }));
    renderTransfer(many);
    const available = await screen.findByRole('listbox', { name: '待选项' });
    const options = within(available).getAllByRole('option');
    expect(options.length).toBeLessThan(50);
    expect(options[0]).toHaveAttribute('aria-setsize', '5000');
    expect(screen.getByText('0/5000')).toBeInTheDocument();
  });
});
