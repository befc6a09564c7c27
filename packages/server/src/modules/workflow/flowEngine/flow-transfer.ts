import type { FlowEngineBody, FlowEngineExport } from '@mepm/contract';
import type { Db } from '../../../db/client';
import { readFlow } from './flow-reads';

/**
 * The definition as a file another installation imports: what it is and its template, without
 * who may launch it (people differ between installations) or its versions.
 */
export async function exportFlow(db: Db, id: string): Promise<FlowEngineExport> {
  const flow = await readFlow(db, id);
  return {
    fullName: flow.fullName,
    enCode: flow.enCode,
    category: flow.category,
    type: flow.type,
    icon: flow.icon,
    iconBackground: flow.iconBackground,
    formType: flow.formType,
    formId: flow.formId,
    flowTemplateJson: flow.flowTemplateJson,
    description: flow.description,
  };
}

/** An imported file as a create body: open to everyone until someone chooses launchers. */
export const importedBody = (file: FlowEngineExport): FlowEngineBody => ({
  ...file,
  visibleType: 0,
  launchers: [],
});
