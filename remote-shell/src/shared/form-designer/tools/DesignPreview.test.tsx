import { screen, waitFor, within } from '@testing-library/react';
import type { FormConf, FormDesign } from '@mepm/contract';
import { renderWithProviders } from '../../../test/render-with-providers';
import { design, node } from '../../form-renderer/test-kit';
import { DesignPreview } from './DesignPreview';

/** A required input and a sub-table whose item cell is required. */
function orderDesign(formConf: FormConf = {}): FormDesign {
  return design(
    [
      node('input', '名称', { model: 'name' }, { required: true }),
      node(
        'table',
        '明细',
        { model: 'items' },
        {
          children: [
            node('input', '品名', { model: 'item' }, { required: true }),
            node('number', '数量', { model: 'qty' }),
          ],
        },
      ),
    ],
    formConf,
  );
}

function preview(formDesign: FormDesign, language?: 'zh' | 'en') {
  const onClose = jest.fn();
  const rendered = renderWithProviders(
    <DesignPreview open design={formDesign} onClose={onClose} />,
    { language },
  );
  return { ...rendered, onClose, dialog: screen.getByRole('dialog', { name: '预览' }) };
}

/** The "the form sends" panel's JSON. */
const sentJson = () =>
  JSON.parse(
    screen.getByRole('region', { name: '表单提交的数据' }).querySelector('pre')?.textContent ?? '',
  ) as unknown;

describe('DesignPreview', () => {
  it('checks the form as a submit would and shows the values it sends', async () => {
    const { user, dialog } = preview(orderDesign());
    await user.click(within(dialog).getByRole('button', { name: '添加' }));
    await user.click(within(dialog).getByRole('button', { name: '校验' }));
    expect(await within(dialog).findByText('名称不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('不能为空')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '表单提交的数据' })).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/名称/), '订单甲');
    await user.type(within(dialog).getByLabelText('品名'), '螺栓');
    await user.type(within(dialog).getByLabelText('数量'), '3');
    await user.click(within(dialog).getByRole('button', { name: '校验' }));
    await waitFor(() =>
      expect(sentJson()).toEqual({ name: '订单甲', items: [{ item: '螺栓', qty: 3 }] }),
    );

    await user.click(within(dialog).getByRole('button', { name: '重置' }));
    expect(within(dialog).getByLabelText(/名称/)).toHaveValue('');
    expect(screen.queryByRole('region', { name: '表单提交的数据' })).not.toBeInTheDocument();
  });

  it("narrows the frame to a phone's width and keeps what was typed", async () => {
    const { user, dialog } = preview(orderDesign());
    const frame = within(dialog).getByRole('region', { name: '表单预览' });
    expect(frame).toHaveStyle({ width: '100%' });
    await user.type(within(frame).getByLabelText(/名称/), '甲');
    await user.click(within(dialog).getByRole('button', { name: '手机' }));
    expect(frame).toHaveStyle({ width: '375px' });
    expect(within(frame).getByLabelText(/名称/)).toHaveValue('甲');
    await user.click(within(dialog).getByRole('button', { name: '电脑' }));
    expect(frame).toHaveStyle({ width: '100%' });
  });

  it('opens the form as the list would and shows what its confirm sends', async () => {
    const { user, dialog } = preview(orderDesign({ popupType: 'drawer', drawerWidth: 480 }));
    await user.click(within(dialog).getByRole('button', { name: '弹窗预览' }));
    const popup = screen.getByRole('dialog', { name: '新增' });
    expect(popup).toHaveStyle({ width: '480px' });
    await user.type(within(popup).getByLabelText(/名称/), '乙');
    await user.click(within(popup).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '新增' })).not.toBeInTheDocument(),
    );
    expect(sentJson()).toEqual({ name: '乙', items: null });
  });

  it('lists the problems of a design the check refuses instead of drawing it', () => {
    const twice: FormDesign = {
      formConf: {},
      fields: [node('input', '名称', { model: 'name' }), node('input', '别名', { model: 'name' })],
    };
    const { dialog } = preview(twice);
    expect(within(dialog).getByText('表单设计有问题，修正后才能预览')).toBeInTheDocument();
    expect(within(dialog).getByText('字段名name重复')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: '校验' })).not.toBeInTheDocument();
  });

  it('closes', async () => {
    const { user, dialog, onClose } = preview(orderDesign());
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalled();
  });
});
