import { act, screen, waitFor, within } from '@testing-library/react';
import type { FieldProps, FieldRegistry } from './field-props';
import { fieldRegistry } from './fields';
import { InputField } from './fields/input';
import { FormRenderer } from './FormRenderer';
import { design, node, renderForm } from './test-kit';
import { renderWithProviders } from '../../test/render-with-providers';

const name = () => node('input', '姓名', { model: 'name' }, { required: true });

describe('FormRenderer', () => {
  it('starts from the defaults, says what is missing on submit and clears it as the field becomes valid', async () => {
    const { user, submitted } = renderForm(
      design([name(), node('input', '城市', { model: 'city' }, { defaultValue: '上海' })]),
    );
    expect(screen.getByLabelText('城市')).toHaveValue('上海');
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText('姓名不能为空')).toBeInTheDocument();
    expect(screen.getByLabelText(/姓名/)).toHaveAttribute('aria-invalid', 'true');
    expect(submitted).toHaveLength(0);
    await user.type(screen.getByLabelText(/姓名/), '张');
    await waitFor(() => expect(screen.queryByText('姓名不能为空')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(submitted).toEqual([{ name: '张', city: '上海' }]));
  });

  it('checks the named rules of regList with their messages', async () => {
    const { user, submitted } = renderForm(
      design([node('input', '手机', { model: 'phone' }, { regList: [{ rule: 'mobile' }] })]),
    );
    await user.type(screen.getByLabelText('手机'), '12345');
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText('请输入正确的手机号码')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('手机'));
    await user.type(screen.getByLabelText('手机'), '13812345678');
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(submitted).toEqual([{ phone: '13812345678' }]));
  });

  it('shows, hides and requires fields by linkage; a hidden field is not checked nor sent', async () => {
    const reason = node(
      'input',
      '原因',
      { model: 'reason' },
      {
        linkage: {
          visible: { logic: 'and', items: [{ field: 'kind', op: 'eq', value: 'other' }] },
          required: { logic: 'and', items: [{ field: 'kind', op: 'eq', value: 'other' }] },
        },
      },
    );
    const kind = node('input', '类型', { model: 'kind' });
    const { user, submitted } = renderForm(design([kind, reason]), {
      values: { reason: 'left from before' },
    });
    expect(screen.queryByLabelText(/原因/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('类型'), 'other');
    const shown = await screen.findByLabelText(/原因/);
    expect(screen.getByText('原因').parentElement).toHaveTextContent('*原因');
    await user.clear(shown);
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText('原因不能为空')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('类型'));
    await user.type(screen.getByLabelText('类型'), 'plain');
    await waitFor(() => expect(screen.queryByLabelText(/原因/)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(submitted).toEqual([{ kind: 'plain' }]));
  });

  it('sets values by linkage assignment', async () => {
    const level = node(
      'input',
      '级别',
      { model: 'level' },
      {
        linkage: {
          assign: [
            {
              when: { logic: 'and', items: [{ field: 'vip', op: 'eq', value: 'yes' }] },
              value: 'A',
            },
          ],
        },
      },
    );
    const { user } = renderForm(design([node('input', '贵宾', { model: 'vip' }), level]));
    await user.type(screen.getByLabelText('贵宾'), 'yes');
    await waitFor(() => expect(screen.getByLabelText('级别')).toHaveValue('A'));
  });

  it('neither shows nor sends a field that is not granted; noShow fields send their default', async () => {
    const { user, submitted } = renderForm(
      design([
        name(),
        node('input', '工资', { model: 'salary' }),
        node('input', '来源', { model: 'source' }, { noShow: true, defaultValue: 'web' }),
      ]),
      { fieldGrants: new Set(['name', 'source']), values: { salary: '9000' } },
    );
    expect(screen.queryByLabelText('工资')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('来源')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/姓名/), '李');
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(submitted).toEqual([{ name: '李', source: 'web' }]));
  });

  it('refuses on submit what only the engine check finds: a value that is not an option', async () => {
    const size = node(
      'radio',
      '尺码',
      { model: 'size', __slot__: { options: [{ id: 's', fullName: '小' }] } },
      { dataType: 'static' },
    );
    const { user, submitted } = renderForm(design([size]), { values: { size: 'xl' } });
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('尺码');
    expect(submitted).toHaveLength(0);
    await user.click(screen.getByRole('radio', { name: '小' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(submitted).toEqual([{ size: 's' }]));
  });

  it('makes every field read-only in detail mode', () => {
    renderForm(design([name()]), { mode: 'detail', values: { name: '王' } });
    expect(screen.getByLabelText(/姓名/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/姓名/)).toHaveValue('王');
  });

  it('checks the fields of a tab that is not shown', async () => {
    const tabs = node(
      'tab',
      '',
      {},
      {
        children: [
          node('tabItem', '基本', {}, { children: [node('input', '甲', { model: 'a' })] }),
          node(
            'tabItem',
            '更多',
            {},
            { children: [node('input', '乙', { model: 'b' }, { required: true })] },
          ),
        ],
      },
    );
    const { user, submitted } = renderForm(design([tabs]));
    expect(screen.getByRole('tab', { name: '基本' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await user.click(screen.getByRole('tab', { name: '更多' }));
    expect(await screen.findByText('乙不能为空')).toBeVisible();
    expect(submitted).toHaveLength(0);
  });

  it('draws cards, collapses, rows, group titles, texts, dividers and alerts', async () => {
    const { user } = renderForm(
      design([
        node('card', '', { header: '申请人' }, { children: [node('input', '甲', { model: 'a' })] }),
        node(
          'collapse',
          '',
          {},
          {
            children: [
              node('collapseItem', '一', {}, { children: [node('input', '乙', { model: 'b' })] }),
              node('collapseItem', '二', {}, { children: [node('input', '丙', { model: 'c' })] }),
            ],
          },
        ),
        node('row', '', {}, { children: [node('input', '丁', { model: 'd' }, { span: 12 })] }),
        node('groupTitle', '', { content: '附加信息' }),
        node('text', '', { content: '请如实填写' }),
        node('divider', '', { content: '分隔' }),
        node('alert', '', { title: '注意', type: 'warning' }),
      ]),
    );
    expect(screen.getByRole('region', { name: '申请人' })).toContainElement(
      screen.getByLabelText('甲'),
    );
    expect(screen.getByRole('heading', { name: '附加信息' })).toBeInTheDocument();
    expect(screen.getByText('请如实填写')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('注意');
    expect(screen.getByRole('button', { name: '二' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: '二' }));
    expect(screen.getByRole('button', { name: '二' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('丁')).toBeInTheDocument();
  });

  it('places labels as formConf says', () => {
    renderForm(design([name()], { labelPosition: 'top', labelWidth: 120 }));
    const label = screen.getByText('姓名').closest('label');
    expect(label?.parentElement).toHaveStyle({ flexDirection: 'column' });
  });

  it('re-renders only the typed field and the fields its value touches', async () => {
    const renders = new Map<string, number>();
    const Counted = (props: FieldProps<'input'>) => {
      const model = props.field.__vModel__;
      renders.set(model, (renders.get(model) ?? 0) + 1);
      return <InputField {...props} />;
    };
    const registry: FieldRegistry = { ...fieldRegistry, input: Counted };
    const fields = Array.from({ length: 20 }, (_, index) =>
      node('input', `字段${index}`, { model: `f${index}` }),
    );
    const { user } = renderWithProviders(
      <FormRenderer design={design(fields)} mode="create" registry={registry} />,
    );
    renders.clear();
    await user.type(screen.getByLabelText('字段3'), 'abc');
    expect(renders.get('f3')).toBeGreaterThanOrEqual(3);
    expect([...renders.keys()]).toEqual(['f3']);
  });

  it('resets to the defaults through its handle', async () => {
    const { user, handle } = renderForm(
      design([node('input', '甲', { model: 'a' }, { defaultValue: 'x' })]),
    );
    await user.clear(screen.getByLabelText('甲'));
    await user.type(screen.getByLabelText('甲'), 'changed');
    act(() => handle.current?.reset());
    expect(screen.getByLabelText('甲')).toHaveValue('x');
    expect(within(document.body).getByLabelText('甲')).toBeInTheDocument();
  });
});
