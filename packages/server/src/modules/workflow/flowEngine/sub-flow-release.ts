import type { FlowTemplate, FormDesign, SubFlowNode } from '@mepm/contract';
import { fieldAccess, forEachNode } from '@mepm/flow-engine';
import { alwaysRequiredFields, formDataFields } from '@mepm/form-engine';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { flowEngines, flowEngineVersions } from '../../../db/schema';
import { badRequest } from '../../../plugins/envelope/api-error';

/** The sub-flow nodes of a template. */
function subFlowsOf(template: FlowTemplate): SubFlowNode[] {
  const found: SubFlowNode[] = [];
  forEachNode(template, (node) => {
    if (node.type === 'subFlow') found.push(node);
  });
  return found;
}

/** The released versions (template and form) of the flows named, by flow id. */
async function releasedOf(tx: Tx, flowIds: readonly string[]) {
  if (flowIds.length === 0) return new Map<string, { template: FlowTemplate; form: FormDesign }>();
  const rows = await tx
    .select({
      id: flowEngines.id,
      state: flowEngines.state,
      template: flowEngineVersions.template,
      form: flowEngineVersions.formData,
    })
    .from(flowEngines)
    .innerJoin(flowEngineVersions, eq(flowEngineVersions.id, flowEngines.releasedVersionId))
    .where(inArray(flowEngines.id, [...new Set(flowIds)]));
  // A version holds what its release checked.
  return new Map(
    rows
      .filter((row) => row.state === 1)
      .map((row) => [
        row.id,
        { template: row.template as FlowTemplate, form: row.form as FormDesign },
      ]),
  );
}

/**
 * The labels of the fields a child's start always requires that no mapping fills: those its
 * start node's rules require and those its form always requires (`alwaysRequiredFields`), but
 * for fields a default fills (a child starts from its form's defaults with the mapped values
 * over them). A child started without them would be refused each time the parent reaches the
 * node, so the release is refused instead.
 */
function unmappedRequired(
  child: { template: FlowTemplate; form: FormDesign },
  mapped: ReadonlySet<string>,
): string[] {
  const byRules = new Set(fieldAccess(child.template.properties.fieldRules, 'write').required);
  return alwaysRequiredFields(child.form, byRules)
    .filter((field) => !mapped.has(field.model))
    .map((field) => field.label);
}

/**
 * What the template check cannot know alone, checked when a flow is released: each sub-flow
 * names another flow released now whose form has the mapped child fields, every field the
 * child's start always requires is mapped, and no chain of sub-flows through the released
 * versions leads back to this flow (a cycle would launch without end). Launching still stops at SUB_FLOW_DEPTH, for flows released again since.
 */
export async function checkSubFlows(tx: Tx, flowId: string, template: FlowTemplate) {
  const nodes = subFlowsOf(template);
  const released = await releasedOf(
    tx,
    nodes.map((node) => node.properties.flowId),
  );
  for (const node of nodes) {
    const { title, flowId: childId, fieldMapping } = node.properties;
    const child = released.get(childId);
    if (childId === flowId || child === undefined) {
      throw badRequest('flowSubFlowUnknown', { node: title });
    }
    const fields = new Set(formDataFields(child.form).map((field) => field.vModel));
    const unknown = fieldMapping.find((mapping) => !fields.has(mapping.childField));
    if (unknown !== undefined) {
      throw badRequest('flowSubFlowField', { node: title, field: unknown.childField });
    }
    const unmapped = unmappedRequired(
      child,
      new Set(fieldMapping.map((mapping) => mapping.childField)),
    );
    if (unmapped.length > 0) {
      throw badRequest('flowSubFlowUnmapped', { node: title, fields: unmapped.join(', ') });
    }
  }
  // Breadth first through the released sub-flows; every flow is read once.
  const seen = new Set<string>();
  let next = nodes.map((node) => node.properties.flowId);
  while (next.length > 0) {
    const fresh = next.filter((id) => !seen.has(id));
    fresh.forEach((id) => seen.add(id));
    if (fresh.includes(flowId)) throw badRequest('flowSubFlowCycle');
    const versions = await releasedOf(tx, fresh);
    next = [...versions.values()].flatMap(({ template: inner }) =>
      subFlowsOf(inner).map((node) => node.properties.flowId),
    );
  }
}
