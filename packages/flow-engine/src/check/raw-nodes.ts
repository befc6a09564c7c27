import {
  FLOW_NODE_PROPERTIES,
  FLOW_NODE_TYPES,
  FLOW_TEMPLATE_LIMITS,
  FlowNodeId,
  type FlowNodeType,
} from '@mepm/contract';
import { wrongProperties } from '@mepm/form-engine';
import Type, { type TSchema } from 'typebox';
import { Compile, type Validator } from 'typebox/compile';
import { problemsOf, type FlowProblem } from './problem';

/** Where a node hangs: the root, a `childNode`, or a route's `conditionNodes`. */
type Hold = 'root' | 'child' | 'branch';

/** A node's own shape, its `properties` and the nodes below it only as objects. */
const NodeShape = Type.Object(
  {
    type: Type.Union(FLOW_NODE_TYPES.map((type) => Type.Literal(type))),
    nodeId: FlowNodeId,
    properties: Type.Object({}, { additionalProperties: true }),
    childNode: Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()]),
    conditionNodes: Type.Optional(
      Type.Array(Type.Object({}, { additionalProperties: true }), {
        maxItems: FLOW_TEMPLATE_LIMITS.nodes,
      }),
    ),
  },
  { additionalProperties: false },
);

const compiled = new Map<string, Validator>();
const validatorOf = (name: string, schema: TSchema): Validator => {
  let validator = compiled.get(name);
  if (validator === undefined) {
    validator = Compile(schema);
    compiled.set(name, validator);
  }
  return validator;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isRouteType = (type: FlowNodeType) => type === 'condition' || type === 'parallel';

/**
 * Checks every node of an untyped template for its own shape, its type's `properties` and its
 * place, before anything reads it as a FlowTemplate (forEachNode trusts the shape it walks).
 * Iterative and bounded by the node limit, so that a body nested a hundred thousand levels deep
 * costs no more than one of 300 nodes.
 */
export function rawNodeProblems(input: unknown): FlowProblem[] {
  if (!isObject(input)) return [problemsOf(null, undefined)('notATemplate')];
  const problems: FlowProblem[] = [];
  const stack: { value: unknown; hold: Hold; path: string }[] = [
    { value: input, hold: 'root', path: '' },
  ];
  let count = 0;
  while (stack.length > 0) {
    const { value, hold, path } = stack.pop() as (typeof stack)[number];
    count += 1;
    if (count > FLOW_TEMPLATE_LIMITS.nodes) {
      return [problemsOf(null, undefined)('tooManyNodes', { limit: FLOW_TEMPLATE_LIMITS.nodes })];
    }
    const node = isObject(value) ? value : {};
    const properties = isObject(node.properties) ? node.properties : {};
    const problem = problemsOf(
      typeof node.nodeId === 'string' ? node.nodeId.slice(0, 64) : null,
      properties.title,
    );
    const shape = wrongProperties(validatorOf('node', NodeShape), value);
    if (shape.length > 0) {
      problems.push(
        ...shape.map((property) => problem('badProperty', { property: `${path}${property}` })),
      );
      continue;
    }
    const type = node.type as FlowNodeType;
    problems.push(...placeProblems(type, hold, problem));
    const own = wrongProperties(validatorOf(type, FLOW_NODE_PROPERTIES[type]), properties);
    problems.push(...own.map((property) => problem('badProperty', { property })));
    const branches = node.conditionNodes as unknown[] | undefined;
    if (isRouteType(type) !== (branches !== undefined)) {
      problems.push(problem('badProperty', { property: 'conditionNodes' }));
    }
    if (node.childNode !== null) {
      stack.push({ value: node.childNode, hold: 'child', path: `${path}childNode.` });
    }
    (branches ?? []).forEach((branch, index) =>
      stack.push({ value: branch, hold: 'branch', path: `${path}conditionNodes[${index}].` }),
    );
  }
  return problems;
}

function placeProblems(
  type: FlowNodeType,
  hold: Hold,
  problem: ReturnType<typeof problemsOf>,
): FlowProblem[] {
  if ((hold === 'root') !== (type === 'start')) return [problem('startNotRoot')];
  if (hold === 'branch' && type !== 'branch') return [problem('notABranch')];
  if (hold !== 'branch' && type === 'branch') return [problem('branchMisplaced')];
  return [];
}
