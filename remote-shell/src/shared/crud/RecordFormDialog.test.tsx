import { useState } from 'react';
import type { ReactNode } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import TextField from '@mui/material/TextField';
import type { TextKey, TextPrefix } from '../../kernel/i18n/text-key';
import { REFUSAL, renderWithGrants, triggerDouble } from './crud-test-kit';
import type { DialogTarget } from './dialog-target';
import { required, useFieldErrorText } from './field-error';
import type { FieldErrors } from './field-error';
import { RecordFormDialog } from './RecordFormDialog';
import type { RecordForm } from './RecordFormDialog';

interface Note {
  id: string;
  text: string;
}
type NoteValues = { text: string };
type NoteBody = { text: string };

// Notes belong to no feature: their label and titles are keys outside the product's texts, which
// t() shows as they are, so that the dialog is tested apart from any feature's wording.
const TEXT_LABEL = 'Text' as TextKey;
const NOTE_TITLES = 'notes.titles' as TextPrefix<'add' | 'edit'>;
const NOTE_SAVED = 'notes.saved' as TextKey;

const validate = (values: NoteValues): FieldErrors<'text'> =>
  values.text.trim() ? {} : { text: required(TEXT_LABEL) };

function NoteFields({ values, errors, onChange }: RecordForm<Note, NoteValues, 'text'>) {
  const errorText = useFieldErrorText();
  return (
    <TextField
      label="Text"
      value={values.text}
      onChange={(event) => onChange({ text: event.target.value })}
      error={errors.text !== undefined}
      helperText={errorText(errors.text)}
    />
  );
}

/** The optional parts a page may give; the title replaces the `titles` prefix. */
interface NoteOptions {
  title?: string;
  savedNotice?: TextKey | null;
  width?: 'xs' | 'sm' | 'md';
  renderFields?: (form: RecordForm<Note, NoteValues, 'text'>) => ReactNode;
}

function renderNoteDialog(
  target: DialogTarget,
  outcome: 'succeeds' | 'fails' = 'succeeds',
  options: NoteOptions = {},
) {
  const create = triggerDouble<NoteBody>(outcome);
  const update = triggerDouble<{ id: string; body: NoteBody }>(outcome);
  const onClose = jest.fn();
  const loader: { finish?: (note: Note) => void } = {};
  function Harness() {
    // Stands for the record's query: fetching until the test says it has loaded.
    const [record, setRecord] = useState<{ data?: Note; isFetching: boolean }>({
      isFetching: target.mode === 'edit',
    });
    loader.finish = (note) => setRecord({ data: note, isFetching: false });
    return (
      <RecordFormDialog<Note, NoteValues, NoteBody, 'text'>
        target={target}
        onClose={onClose}
        {...(options.title === undefined ? { titles: NOTE_TITLES } : { title: options.title })}
        record={record}
        initialValues={(note) => ({ text: note?.text ?? '' })}
        validate={validate}
        toBody={(values) => ({ text: values.text.trim() })}
        create={create.trigger}
        update={update.trigger}
        renderFields={options.renderFields ?? ((form) => <NoteFields {...form} />)}
        savedNotice={options.savedNotice}
        width={options.width}
      />
    );
  }
  const rendered = renderWithGrants(<Harness />);
  return { ...rendered, created: create.calls, updated: update.calls, onClose, loader };
}

describe('RecordFormDialog', () => {
  it('loads the record before it shows the fields when editing', async () => {
    const { user, loader, updated } = renderNoteDialog({ mode: 'edit', id: 'n1' });
    const dialog = await screen.findByRole('dialog', { name: 'notes.titles.edit' });
    expect(within(dialog).getByRole('progressbar', { name: '加载中…' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '保存' })).toBeDisabled();

    act(() => loader.finish?.({ id: 'n1', text: 'first' }));
    const text = await screen.findByRole('textbox', { name: 'Text' });
    expect(text).toHaveValue('first');
    await user.clear(text);
    await user.type(text, 'second ');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(updated).toEqual([{ id: 'n1', body: { text: 'second' } }]));
  });

  it('refuses invalid input without sending it', async () => {
    const { user, created, onClose } = renderNoteDialog({ mode: 'create' });
    await screen.findByRole('dialog', { name: 'notes.titles.add' });
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('请输入Text')).toBeInTheDocument();
    expect(created).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('creates the mapped body, says so and closes', async () => {
    const { user, created, onClose } = renderNoteDialog({ mode: 'create' });
    await user.type(await screen.findByRole('textbox', { name: 'Text' }), ' hello ');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(created).toEqual([{ text: 'hello' }]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps the dialog and the input when the server refuses', async () => {
    const { user, created, onClose } = renderNoteDialog({ mode: 'create' }, 'fails');
    const text = await screen.findByRole('textbox', { name: 'Text' });
    await user.type(text, 'taken');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(created).toEqual([{ text: 'taken' }]));
    await waitFor(() => expect(screen.getByRole('button', { name: '保存' })).toBeEnabled());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveValue('taken');
    expect(screen.queryByText('保存成功')).not.toBeInTheDocument();
    // The refusal stays inside the dialog, where a screen reader can reach it.
    expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent(REFUSAL.msg);
  });

  it('shows the title the caller gives instead of the prefixed one', async () => {
    renderNoteDialog({ mode: 'edit', id: 'n7' }, 'succeeds', { title: 'Edit note 7' });
    expect(await screen.findByRole('dialog', { name: 'Edit note 7' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'notes.titles.edit' })).not.toBeInTheDocument();
  });

  it("shows the caller's notice after a save, or none", async () => {
    const own = renderNoteDialog({ mode: 'create' }, 'succeeds', { savedNotice: NOTE_SAVED });
    await own.user.type(await screen.findByRole('textbox', { name: 'Text' }), 'hello');
    await own.user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('notes.saved')).toBeInTheDocument();
    expect(screen.queryByText('保存成功')).not.toBeInTheDocument();
    own.unmount();

    const silent = renderNoteDialog({ mode: 'create' }, 'succeeds', { savedNotice: null });
    await silent.user.type(await screen.findByRole('textbox', { name: 'Text' }), 'hello');
    await silent.user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(silent.onClose).toHaveBeenCalledTimes(1));
    expect(silent.created).toEqual([{ text: 'hello' }]);
    expect(screen.queryByText('保存成功')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets the fields drop a refusal once the user corrects it', async () => {
    const { user } = renderNoteDialog({ mode: 'create' }, 'succeeds', {
      renderFields: (form) => (
        <NoteFields
          {...form}
          onChange={(values) => {
            form.onChange(values);
            form.onErrorsChange({ ...form.errors, text: undefined });
          }}
        />
      ),
    });
    await user.click(await screen.findByRole('button', { name: '保存' }));
    expect(screen.getByText('请输入Text')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'h');
    expect(screen.queryByText('请输入Text')).not.toBeInTheDocument();
  });

  it('drops a refusal by itself once the field is valid again', async () => {
    const { user } = renderNoteDialog({ mode: 'create' });
    const text = await screen.findByRole('textbox', { name: 'Text' });
    await user.click(screen.getByRole('button', { name: '保存' }));
    await user.type(text, ' ');
    // Blank is still wrong.
    expect(screen.getByText('请输入Text')).toBeInTheDocument();
    await user.type(text, 'h');
    expect(screen.queryByText('请输入Text')).not.toBeInTheDocument();
    // Wrong again after a correction: quiet until the next save.
    await user.clear(text);
    expect(screen.queryByText('请输入Text')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('请输入Text')).toBeInTheDocument();
  });

  it('opens as wide as the caller asks', async () => {
    renderNoteDialog({ mode: 'create' }, 'succeeds', { width: 'md' });
    const dialog = await screen.findByRole('dialog', { name: 'notes.titles.add' });
    expect(dialog).toHaveClass('MuiDialog-paperWidthMd');
  });
});

/** A form whose refusals are not per field: a note needs at least two words. */
type WordErrors = { words: number };

function renderWordsDialog() {
  const create = triggerDouble<NoteBody>();
  const words = (text: string) => text.split(' ').filter(Boolean).length;
  const { user } = renderWithGrants(
    <RecordFormDialog<Note, NoteValues, NoteBody, never, WordErrors>
      target={{ mode: 'create' }}
      onClose={() => undefined}
      titles={NOTE_TITLES}
      record={{ isFetching: false }}
      initialValues={() => ({ text: '' })}
      validate={(values) => ({ words: words(values.text) })}
      isValid={(errors) => errors.words >= 2}
      toBody={(values) => values}
      create={create.trigger}
      update={triggerDouble<{ id: string; body: NoteBody }>().trigger}
      renderFields={({ values, errors, onChange }) => (
        <TextField
          label="Text"
          value={values.text}
          onChange={(event) => onChange({ text: event.target.value })}
          helperText={errors.words === undefined ? '' : `${errors.words} of 2 words`}
        />
      )}
    />,
  );
  return { user, created: create.calls };
}

describe('RecordFormDialog with its own refusals', () => {
  it("checks them with the caller's isValid", async () => {
    const { user, created } = renderWordsDialog();
    const text = await screen.findByRole('textbox', { name: 'Text' });
    await user.type(text, 'one');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('1 of 2 words')).toBeInTheDocument();
    expect(created).toEqual([]);

    await user.type(text, ' two');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(created).toEqual([{ text: 'one two' }]));
  });
});
