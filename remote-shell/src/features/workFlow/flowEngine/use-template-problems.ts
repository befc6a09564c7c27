import { useMemo } from 'react';
import type { FlowTemplate, FormDataField } from '@mepm/contract';
import { checkFlowTemplate, flowProblemText } from '@mepm/flow-engine';
import { useShownLanguage } from '../../../kernel/i18n/use-shown-language';
import type { FlowProblem } from '../../../shared/flow-designer';

/** The same empty list each time: a clean check leaves the drawing's problems as they were. */
const NONE: readonly FlowProblem[] = [];

/**
 * What the server's check at saving and releasing would refuse in a template, against the flow
 * form's fields, in the language shown. A node's problem is told on the node, so its message
 * does not name the node again; the template's own problems are the message alone anyway.
 */
export function useTemplateProblems(
  template: FlowTemplate,
  fields: readonly FormDataField[],
): readonly FlowProblem[] {
  const language = useShownLanguage();
  return useMemo(() => {
    const check = checkFlowTemplate(template, { fields });
    if (check.ok) return NONE;
    return check.problems.map((problem) => ({
      nodeId: problem.nodeId,
      message: flowProblemText({ ...problem, nodeId: null }, language),
    }));
  }, [template, fields, language]);
}
