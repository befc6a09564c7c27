import { RichTextEditor } from '../../rich-text';
import { RichTextView } from '../../rich-text/RichTextView';
import type { FieldProps } from '../field-props';

/**
 * Rich text: the shared editor (Quill, loaded when first shown; images go up as `editorImage`),
 * and in detail mode the sanitised view. The value is the HTML.
 */
export function EditorField(props: FieldProps<'editor'>) {
  const { field } = props;
  const html = typeof props.value === 'string' ? props.value : '';
  if (props.readOnly) {
    return (
      <div id={props.inputId}>
        <RichTextView html={html} label={field.__config__.label} />
      </div>
    );
  }
  return (
    <RichTextEditor
      label={field.__config__.label}
      hideLabel
      value={html}
      placeholder={field.placeholder}
      error={props.error !== undefined}
      onChange={(next) => props.onChange(next)}
    />
  );
}
