import { eq } from 'drizzle-orm';
import type { InterfaceOptionSource } from '../../../kernel/forms/interface-options';
import { createTranslator } from '../../../kernel/i18n/translate';
import { ApiError } from '../../../plugins/envelope/api-error';
import { loggedRun } from './calls';
import { definitionOf } from './interface-service';
import { toOptions } from './options';
import { runDefinition } from './run-interface';
import { dataInterfaces } from './schema';

/**
 * A data interface's options for a form check, run as the caller with what the shell's options
 * call sends (no arguments, the first page) and logged as an options call of theirs. Whoever may
 * load options may have these: a missing or disabled interface, or a failed run, answers
 * undefined and the check refuses the field's value.
 */
export const interfaceOptionSource: InterfaceOptionSource = async (deps, caller, interfaceId) => {
  const [row] = await deps.db
    .select()
    .from(dataInterfaces)
    .where(eq(dataInterfaces.id, interfaceId));
  if (row === undefined || !row.enabled) return undefined;
  const definition = definitionOf(row);
  const translator = createTranslator(deps.textOverrides.catalog, deps.textOverrides);
  const maker = {
    userId: caller.id,
    refusal: (error: unknown) =>
      error instanceof ApiError
        ? translator.text(caller.language, error.key, error.params)
        : translator.text(caller.language, 'dataInterfaceCallFailed'),
  };
  try {
    return await loggedRun(deps, maker, row.id, 'options', async () => {
      const result = await runDefinition(deps, definition, {}, {});
      return { result: toOptions(result.list, definition.optionMapping), rows: result.list.length };
    });
  } catch {
    return undefined;
  }
};
