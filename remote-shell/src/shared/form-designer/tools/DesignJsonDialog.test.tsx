import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import type { FormDesign } from '@mepm/contract';
import { MAX_DESIGN_CHARS } from '@mepm/form-engine';
import { captureDownloads } from '../../../test/downloads';
import { renderWithProviders } from '../../../test/render-with-providers';
import { design, node } from '../../form-renderer/test-kit';
import { DesignJsonDialog } from './DesignJsonDialog';

const current = () => design([node('input', '名称', { model: 'name' })], { labelWidth: 100 });

function openJson(shown: FormDesign = current(), language?: 'zh' | 'en') {
  const onImport = jest.fn();
  const rendered = renderWithProviders(
    <DesignJsonDialog open design={shown} onClose={jest.fn()} onImport={onImport} />,
    { language },
  );
  const dialog = screen.getByRole('dialog');
  const editor = within(dialog).getByRole('textbox') as HTMLTextAreaElement;
  /** Replaces the editor's text as a person pasting would. */
  const typeText = async (text: string) => {
    await rendered.user.clear(editor);
    await rendered.user.click(editor);
    await rendered.user.paste(text);
  };
  return { ...rendered, onImport, dialog, editor, typeText };
}

function withClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

describe('DesignJsonDialog', () => {
  it('shows the design as formatted JSON in a monospace editor', () => {
    const shown = current();
    const { editor } = openJson(shown);
    expect(screen.getByRole('dialog', { name: '表单 JSON' })).toBeInTheDocument();
    expect(editor).toHaveAccessibleName('表单设计 JSON');
    expect(editor.value).toBe(JSON.stringify(shown, null, 2));
    expect(editor).toHaveStyle({ fontFamily: 'monospace' });
  });

  it('refuses text that is not JSON, in the language shown', async () => {
    const { user, dialog, onImport, typeText } = openJson(current(), 'en');
    await typeText('{"formConf": ');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The text is not valid JSON');
    expect(onImport).not.toHaveBeenCalled();
  });

  it('lists what the check refuses with its paths and imports nothing', async () => {
    const { user, dialog, onImport, typeText } = openJson();
    const twice = {
      formConf: {},
      fields: [node('input', '名称', { model: 'name' }), node('input', '别名', { model: 'name' })],
    };
    await typeText(JSON.stringify(twice));
    await user.click(within(dialog).getByRole('button', { name: '应用' }));
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent('表单设计有以下问题：');
    expect(within(alert).getByRole('listitem')).toHaveTextContent(
      '别名 (fields[1])：字段名name重复',
    );
    expect(onImport).not.toHaveBeenCalled();
  });

  it('gives a design the check passes to onImport', async () => {
    const { user, dialog, onImport, typeText } = openJson();
    const next = { formConf: { gutter: 8 }, fields: [node('number', '数量', { model: 'qty' })] };
    await typeText(JSON.stringify(next));
    await user.click(within(dialog).getByRole('button', { name: '应用' }));
    expect(onImport).toHaveBeenCalledWith(next);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a text past the size limit before parsing it', async () => {
    const { user, dialog, onImport, editor } = openJson(current(), 'en');
    const parse = jest.spyOn(JSON, 'parse');
    // Set directly: typing four million characters would take the test minutes.
    editor.value = `"${'x'.repeat(4 * MAX_DESIGN_CHARS)}"`;
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      `The form design is too large: at most ${MAX_DESIGN_CHARS} characters`,
    );
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
    expect(onImport).not.toHaveBeenCalled();
  });

  it('imports a file: a good design goes to onImport, a bad one stays to be mended', async () => {
    const { user, onImport, editor } = openJson();
    const input = screen.getByTestId('design-json-import-file');
    await user.upload(input, new File(['not json'], 'x.json', { type: 'application/json' }));
    expect(await screen.findByText('内容不是有效的 JSON')).toBeInTheDocument();
    expect(editor.value).toBe('not json');
    const next = { formConf: {}, fields: [node('textarea', '备注', { model: 'note' })] };
    await user.upload(input, new File([JSON.stringify(next)], 'y.json'));
    await waitFor(() => expect(onImport).toHaveBeenCalledWith(next));
  });

  it("exports the editor's JSON as a file", async () => {
    const downloads = captureDownloads();
    const shown = current();
    const { user, dialog } = openJson(shown);
    await user.click(within(dialog).getByRole('button', { name: '导出' }));
    expect(downloads.name()).toBe('form-design.json');
    expect(JSON.parse(await downloads.text())).toEqual(shown);
    downloads.restore();
  });

  it('copies the JSON, and says so when the browser refuses', async () => {
    const { user, dialog, editor } = openJson();
    // After the render: user-event puts its own clipboard in place when it is set up.
    const writeText = jest.fn(() => Promise.resolve());
    withClipboard(writeText);
    await user.click(within(dialog).getByRole('button', { name: '复制' }));
    expect(writeText).toHaveBeenCalledWith(editor.value);
    expect(await screen.findByText('已复制到剪贴板')).toBeInTheDocument();
    withClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    await user.click(within(dialog).getByRole('button', { name: '复制' }));
    expect(await screen.findByText('浏览器不允许复制，请选中文本后手动复制')).toBeInTheDocument();
  });

  it('shows an applied design formatted once the caller takes it', async () => {
    function Designer() {
      const [shown, setShown] = useState(current);
      return <DesignJsonDialog open design={shown} onClose={jest.fn()} onImport={setShown} />;
    }
    const { user } = renderWithProviders(<Designer />);
    const next = { formConf: {}, fields: [node('rate', '评分', { model: 'score' })] };
    const editor = screen.getByRole('textbox');
    await user.clear(editor);
    await user.click(editor);
    await user.paste(JSON.stringify(next));
    await user.click(screen.getByRole('button', { name: '应用' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox')).toHaveValue(JSON.stringify(next, null, 2)),
    );
  });
});
