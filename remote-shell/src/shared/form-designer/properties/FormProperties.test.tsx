import { useState } from 'react';
import { screen } from '@testing-library/react';
import type { FormConf } from '@mepm/contract';
import { checkFormDesign } from '@mepm/form-engine';
import { renderWithProviders } from '../../../test/render-with-providers';
import { FormProperties } from './FormProperties';
import { choose } from './properties-test-kit';

function renderForm(formConf: FormConf) {
  const changes: FormConf[] = [];
  function Harness() {
    const [current, setCurrent] = useState(formConf);
    return (
      <FormProperties
        formConf={current}
        onChange={(next) => {
          changes.push(next);
          setCurrent(next);
        }}
      />
    );
  }
  return { ...renderWithProviders(<Harness />), latest: () => changes.at(-1) };
}

const admitted = (formConf: FormConf | undefined) => checkFormDesign({ formConf, fields: [] }).ok;

describe('FormProperties', () => {
  it('sets the form’s look and popup within FormConf’s bounds', async () => {
    const { user, latest } = renderForm({});
    await choose(user, '组件尺寸', '小');
    await choose(user, '标题对齐', '上');
    await user.type(screen.getByRole('textbox', { name: '标题宽度' }), '120');
    await user.type(screen.getByRole('textbox', { name: '栅格间隔' }), '60');
    expect(screen.getByText('不能大于48')).toBeInTheDocument();
    await choose(user, '弹窗类型', '抽屉');
    await user.type(screen.getByRole('textbox', { name: '抽屉宽度' }), '800');
    await user.type(screen.getByRole('textbox', { name: '确定按钮文字' }), '提交');
    await user.click(screen.getByRole('switch', { name: '确定并新增按钮' }));
    expect(latest()).toEqual({
      size: 'small',
      labelPosition: 'top',
      labelWidth: 120,
      gutter: 6,
      popupType: 'drawer',
      drawerWidth: 800,
      confirmButtonText: '提交',
      hasConfirmAndAddBtn: true,
    });
    expect(admitted(latest())).toBe(true);
  });

  it('checks the form model’s name and removes cleared settings', async () => {
    const { user, latest } = renderForm({ formModel: 'dataForm', labelWidth: 100 });
    const model = screen.getByRole('textbox', { name: '表单对象' });
    await user.clear(model);
    expect(latest()).toEqual({ labelWidth: 100 });
    await user.type(model, '9x');
    expect(screen.getByText('格式不正确')).toBeInTheDocument();
    expect(latest()).toEqual({ labelWidth: 100 });
    await user.clear(screen.getByRole('textbox', { name: '标题宽度' }));
    expect(latest()).toEqual({});
    expect(admitted(latest())).toBe(true);
  });
});
