import type { FormDesign, FormField } from '@mepm/contract';
import { node } from '../../form-renderer/test-kit';
import { nodeIdOf } from '../model';
import { nodeIdAtPath, problemsOf } from './problems';

const unchecked = (fields: FormField[]): FormDesign => ({ formConf: {}, fields });

/** A dictionary select without its dictionary: the check's `missingDictionary`. */
const noDictionary = (label: string, model: string) =>
  node('select', label, { model }, { dataType: 'dictionary' });

describe('problemsOf', () => {
  it('finds the field of a problem inside nested layouts', () => {
    const inner = noDictionary('类别', 'kind');
    const card = node('card', '卡片', {}, { children: [inner] });
    const row = node(
      'row',
      '行',
      {},
      { children: [node('input', '名称', { model: 'name' }), card] },
    );
    const problems = problemsOf(unchecked([node('divider', '线'), row]), 'zh');
    expect(problems).toEqual([
      {
        nodeId: nodeIdOf(inner),
        label: '类别',
        text: '请选择数据字典',
        path: 'fields[1].__config__.children[1].__config__.children[0]',
      },
    ]);
  });

  it('finds a sub-table column', () => {
    const second = node('input', '品名', { model: 'item' });
    const table = node(
      'table',
      '明细',
      { model: 'items' },
      { children: [node('input', '品名', { model: 'item' }), second] },
    );
    expect(problemsOf(unchecked([node('input', '品名', { model: 'item' }), table]), 'en')).toEqual([
      {
        nodeId: nodeIdOf(second),
        label: '品名',
        text: 'The field name item is used twice',
        path: 'fields[1].__config__.children[1]',
      },
    ]);
  });

  it('finds the field of a problem whose path goes past the node (an option)', () => {
    const options = [
      { id: 'a', fullName: '甲' },
      { id: 'a', fullName: '乙' },
    ];
    const select = node(
      'select',
      '类型',
      { model: 'kind', __slot__: { options } },
      { dataType: 'static' },
    );
    const [problem] = problemsOf(unchecked([node('row', '行', {}, { children: [select] })]), 'en');
    expect(problem).toEqual({
      nodeId: nodeIdOf(select),
      label: '类型',
      text: 'The option value a is used twice',
      path: 'fields[0].__config__.children[0].__slot__.options[1]',
    });
  });

  it('says nothing of a design the check passes and reads it once per design object', () => {
    const design = unchecked([node('input', '名称', { model: 'name' })]);
    expect(problemsOf(design, 'zh')).toEqual([]);
    const broken = unchecked([noDictionary('甲', 'first')]);
    const first = problemsOf(broken, 'zh');
    // Mutated behind the memo's back: the same object keeps its first check.
    broken.fields.push(noDictionary('乙', 'second'));
    expect(problemsOf(broken, 'zhtw')).toHaveLength(first.length);
    expect(problemsOf(broken, 'zhtw')[0]?.text).toBe('請選擇資料字典');
    expect(problemsOf({ ...broken }, 'zh')).toHaveLength(2);
  });
});

describe('nodeIdAtPath', () => {
  const column = node('number', '数量', { model: 'qty' });
  const fields = [node('table', '明细', { model: 'items' }, { children: [column] })];

  it('names no node for the form or for a path past the tree', () => {
    expect(nodeIdAtPath(fields, '')).toBeNull();
    expect(nodeIdAtPath(fields, 'formConf.popupType')).toBeNull();
    expect(nodeIdAtPath(fields, 'fields[3]')).toBeNull();
    expect(nodeIdAtPath(fields, 'fields[0].__config__.children[4]')).toBeNull();
  });

  it('follows children to the deepest node the path names', () => {
    expect(nodeIdAtPath(fields, 'fields[0].__config__.children[0].__config__.regList[0]')).toBe(
      nodeIdOf(column),
    );
    expect(nodeIdAtPath(fields, 'fields[0].__config__.label')).toBe(
      nodeIdOf(fields[0] as FormField),
    );
  });
});
