import type { FormDesign } from '@mepm/contract';
import { isShellError } from '../../../kernel/base-query';
import { modelOf, walkFields } from '../../../shared/form-renderer/design-walk';

/**
 * The field a server refusal names, so that its message shows under the field too: the server's
 * 400s name a field by its label. The longest label wins ("金额合计" before "金额").
 */
export function refusedField(
  design: FormDesign,
  error: unknown,
): { path: string; message: string } | null {
  if (!isShellError(error) || error.code !== 400) return null;
  const named = [...walkFields(design.fields)]
    .flatMap(({ field }) => {
      const model = modelOf(field);
      const label = field.__config__.label;
      return model !== undefined && label ? [{ model, label }] : [];
    })
    .filter(({ label }) => error.msg.includes(label))
    .sort((a, b) => b.label.length - a.label.length);
  const [first] = named;
  return first ? { path: first.model, message: error.msg } : null;
}
