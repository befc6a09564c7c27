import type { FlowCandidateNode, FlowLaunchForm, FlowTemplate, FormDesign } from '@mepm/contract';
import { forEachNode } from '@mepm/flow-engine';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { flowEngines, flowEngineVersions } from '../../../db/schema';
import type { Caller } from '../../../kernel/caller';
import { found } from '../../../kernel/data/not-found';
import { launchableBy } from '../../../kernel/workflow/launchers';

/** The `chosen` approver nodes of a template: the submitter picks their approvers. */
function candidateNodes(template: FlowTemplate): FlowCandidateNode[] {
  const nodes: FlowCandidateNode[] = [];
  forEachNode(template, (node) => {
    if (node.type === 'approver' && node.properties.assignee.kind === 'chosen') {
      const { title, assignee } = node.properties;
      nodes.push({ nodeId: node.nodeId, title, people: assignee.people });
    }
  });
  return nodes;
}

/**
 * What launching a flow needs, from its released version (never the draft template): the form,
 * the start node's field rules and the nodes whose approvers the submitter picks. A flow the
 * caller may not launch, a function flow (type 1, started by its generated page only), or one not
 * released now (never, or stopped), answers 404 like a missing
 * one: its existence is not the caller's to learn.
 */
export async function launchForm(db: Db, caller: Caller, id: string): Promise<FlowLaunchForm> {
  const visible = await launchableBy(db, caller);
  const row = found(
    await db
      .select({
        flowName: flowEngines.fullName,
        versionNo: flowEngineVersions.versionNo,
        template: flowEngineVersions.template,
        formData: flowEngineVersions.formData,
      })
      .from(flowEngines)
      .innerJoin(flowEngineVersions, eq(flowEngineVersions.id, flowEngines.releasedVersionId))
      .where(
        and(eq(flowEngines.id, id), eq(flowEngines.state, 1), eq(flowEngines.type, 0), visible),
      ),
  );
  // A version holds what the release checked: a template and a form the engines accept.
  const template = row.template as FlowTemplate;
  return {
    flowId: id,
    flowName: row.flowName,
    versionNo: row.versionNo,
    formDesign: row.formData as FormDesign,
    fieldRules: template.properties.fieldRules,
    candidateNodes: candidateNodes(template),
  };
}
