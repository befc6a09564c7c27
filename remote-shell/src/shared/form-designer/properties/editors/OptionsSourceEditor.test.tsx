import { screen, within } from '@testing-library/react';
import { requestsTo, serveRoutes } from '../../../../test/admin-page-kit';
import { envelope } from '../../../../test/fetch-stub';
import { choose, designErrors, nodeOf, renderEditor } from '../properties-test-kit';
import { OptionsSourceEditor } from './OptionsSourceEditor';

const TYPES = 'GET /api/system/DictionaryType/Selector';
const INTERFACES = 'GET /api/system/DataInterface/Selector';

const type = (id: string, fullName: string, enCode: string, children: unknown[] = []) => ({
  id,
  parentId: null,
  enCode,
  fullName,
  isTree: false,
  children,
});

describe('OptionsSourceEditor', () => {
  it('edits static options: add, rename, reorder, remove', async () => {
    const { user, latest } = renderEditor(OptionsSourceEditor, nodeOf('select'));
    await user.click(screen.getByRole('button', { name: '添加选项' }));
    await user.click(screen.getByRole('button', { name: '添加选项' }));
    expect(latest()).toMatchObject({
      __slot__: {
        options: [
          { id: '1', fullName: '选项1' },
          { id: '2', fullName: '选项2' },
        ],
      },
    });
    const [firstName] = screen.getAllByRole('textbox', { name: '选项名' });
    const [firstId] = screen.getAllByRole('textbox', { name: '选项值' });
    if (!firstName || !firstId) throw new Error('no option rows');
    await user.clear(firstName);
    await user.type(firstName, '男');
    await user.clear(firstId);
    expect(screen.getByText('格式不正确')).toBeInTheDocument();
    await user.type(firstId, 'male');
    await user.click(screen.getByRole('button', { name: '下移 男' }));
    expect(latest()).toMatchObject({
      __slot__: {
        options: [
          { id: '2', fullName: '选项2' },
          { id: 'male', fullName: '男' },
        ],
      },
    });
    expect(designErrors([latest()])).toEqual([]);
    await user.click(screen.getByRole('button', { name: '删除 选项2' }));
    expect(latest()).toMatchObject({ __slot__: { options: [{ id: 'male', fullName: '男' }] } });
  });

  it('gives tree options children, with ids unique in the whole tree', async () => {
    const { user, latest } = renderEditor(OptionsSourceEditor, nodeOf('cascader'));
    await user.click(screen.getByRole('button', { name: '添加选项' }));
    await user.click(screen.getByRole('button', { name: '添加子选项 选项1' }));
    await user.click(screen.getByRole('button', { name: '添加子选项 选项1' }));
    expect(latest()).toMatchObject({
      __slot__: {
        options: [
          {
            id: '1',
            children: [
              { id: '2', fullName: '选项2' },
              { id: '3', fullName: '选项3' },
            ],
          },
        ],
      },
    });
    expect(designErrors([latest()])).toEqual([]);
  });

  it('chooses a dictionary type from the server’s tree', async () => {
    const seen = serveRoutes({
      [TYPES]: { list: [type('t1', '基础', 'base', [type('t2', '性别', 'gender')])] },
    });
    const { user, latest } = renderEditor(OptionsSourceEditor, nodeOf('radio'));
    await choose(user, '数据类型', '数据字典');
    expect(latest().__config__).toMatchObject({ dataType: 'dictionary' });
    // Not yet a design the engine admits: it asks for the dictionary.
    expect(designErrors([latest()]).map((error) => error.key)).toEqual(['missingDictionary']);
    await user.click(screen.getByRole('combobox', { name: '字典类型' }));
    await user.click(await screen.findByRole('option', { name: /性别（gender）/ }));
    expect(latest().__config__).toMatchObject({ dataType: 'dictionary', dictionaryType: 't2' });
    expect(designErrors([latest()])).toEqual([]);
    expect(requestsTo(seen, TYPES)).toHaveLength(1);
  });

  it('chooses a data interface and its attributes; other sources’ keys go', async () => {
    serveRoutes({
      [INTERFACES]: {
        list: [
          {
            id: 'i9',
            enCode: 'city',
            fullName: '城市',
            category: '',
            kind: 'static',
            paged: false,
            parameters: [],
          },
        ],
      },
    });
    const field = nodeOf('treeSelect', {}, { dataType: 'dictionary', dictionaryType: 't2' });
    const { user, latest } = renderEditor(OptionsSourceEditor, field);
    await choose(user, '数据类型', '远端数据');
    expect(latest().__config__).not.toHaveProperty('dictionaryType');
    await user.click(screen.getByRole('combobox', { name: '数据接口' }));
    await user.click(await screen.findByRole('option', { name: '城市（city）' }));
    await user.type(screen.getByRole('textbox', { name: '显示字段' }), 'name');
    await user.type(screen.getByRole('textbox', { name: '存储字段' }), 'code');
    await user.type(screen.getByRole('textbox', { name: '子级字段' }), 'kids');
    expect(latest().__config__).toMatchObject({
      dataType: 'dynamic',
      propsUrl: 'i9',
      props: { label: 'name', value: 'code', children: 'kids' },
    });
    expect(designErrors([latest()])).toEqual([]);
  });

  it('lets the id be typed when the list cannot be read', async () => {
    serveRoutes({ [TYPES]: envelope(500, null, 'down') });
    const { user, latest } = renderEditor(
      OptionsSourceEditor,
      nodeOf('select', {}, { dataType: 'dictionary' }),
    );
    const section = screen.getByRole('region', { name: '选项' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('列表加载失败');
    await user.type(within(section).getByRole('textbox', { name: '字典类型' }), 't5');
    expect(latest().__config__).toMatchObject({ dictionaryType: 't5' });
  });
});
