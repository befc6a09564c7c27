import { PostgreSQL, sql } from '@codemirror/lang-sql';
import CodeMirror from '@uiw/react-codemirror';
import { useMemo } from 'react';

export interface SqlEditorProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
}

/**
 * The SQL editor with syntax highlighting. It is its own chunk, loaded when a SQL form opens,
 * so that neither the shell nor the list page carries the editor.
 */
export default function SqlEditor({ value, onChange, label }: SqlEditorProps) {
  const extensions = useMemo(() => [sql({ dialect: PostgreSQL })], []);
  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      extensions={extensions}
      minHeight="160px"
      maxHeight="360px"
      basicSetup={{ foldGutter: false, autocompletion: true }}
      aria-label={label}
      data-testid="sql-editor"
    />
  );
}
