import type { FlowTemplate, Language } from '@mepm/contract';
import { checkFlowTemplate, flowProblemText, type FlowFormFacts } from '@mepm/flow-engine';
import { badRequest } from '../../../plugins/envelope/api-error';

/** At most this many of a template's problems are told at once. */
const TOLD = 3;

/**
 * The flow engine's check of a template against its form (the same the designer runs): a
 * refusal names each node by its title, in the caller's language.
 */
export function checkedTemplate(
  input: unknown,
  form: FlowFormFacts,
  language: Language,
): FlowTemplate {
  const check = checkFlowTemplate(input, form);
  if (check.ok) return check.template;
  const reasons = check.problems
    .slice(0, TOLD)
    .map((problem) => flowProblemText(problem, language));
  throw badRequest('flowTemplateRefused', {
    reason: reasons.join(language === 'en' ? '; ' : '；'),
  });
}
