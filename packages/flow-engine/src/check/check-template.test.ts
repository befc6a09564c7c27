import type { FlowTemplate } from '@mepm/contract';
import { FLOW_TEMPLATE_LIMITS } from '@mepm/contract';
import fc from 'fast-check';
import { checkFlowTemplate } from './check-template';
import { flowProblemText } from './messages';
import {
  FORM,
  NOBODY,
  approver,
  branch,
  copy,
  dayRoute,
  daysOver,
  route,
  start,
} from './template-fixtures';

const codesOf = (input: unknown) => {
  const check = checkFlowTemplate(input, FORM);
  return check.ok ? [] : check.problems.map((p) => `${p.nodeId ?? '-'}:${p.code}`);
};

/** A template as plain JSON, which tests break by hand at any depth; the check types it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any path of the copy is written
type Loose = any;

/** A deep copy to break by hand. */
const edit = (template: FlowTemplate): Loose => JSON.parse(JSON.stringify(template)) as Loose;

describe('checkFlowTemplate: shape and place', () => {
  it('accepts a flow with a condition, a countersign and a CC', () => {
    const template = start(
      dayRoute(
        approver(
          'sign',
          {
            assignee: { kind: 'fixed', people: { ...NOBODY, roles: ['r1'] } },
            signMode: 'countersign',
            countersign: { unit: 'percent', pass: 50, reject: 50 },
          },
          copy('cc'),
        ),
      ),
    );
    const check = checkFlowTemplate(template, FORM);
    expect(check).toEqual({ ok: true, template });
  });

  it('refuses what is not a template, naming no node', () => {
    expect(codesOf(null)).toEqual(['-:notATemplate']);
    expect(codesOf([])).toEqual(['-:notATemplate']);
  });

  it("names the property a node's shape or properties get wrong", () => {
    const template = edit(start(approver('a')));
    template.childNode.properties.signMode = 'loud';
    const check = checkFlowTemplate(template, FORM);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.problems).toEqual([
      { nodeId: 'a', title: 'a', code: 'badProperty', params: { property: 'signMode' } },
    ]);
    const [first] = check.problems;
    if (first === undefined) throw new Error('no problem');
    expect(flowProblemText(first, 'zh')).toBe('节点“a”：属性signMode的设置不正确');
    expect(flowProblemText(first, 'en')).toBe('Node "a": The setting signMode is not valid');
    const extra = edit(start(approver('a')));
    extra.childNode.prevId = 'start';
    expect(codesOf(extra)).toEqual(['a:badProperty']);
  });

  it('keeps start at the root and branches under routes only', () => {
    expect(codesOf(start({ ...start(null), nodeId: 'again' }))).toContain('again:startNotRoot');
    expect(codesOf(start(branch('stray', {}, approver('a'))))).toContain('stray:branchMisplaced');
    const wrong = edit(start(dayRoute()));
    wrong.childNode.conditionNodes[0] = approver('x');
    expect(codesOf(wrong)).toContain('x:notABranch');
    const routeless = edit(start(approver('a')));
    routeless.childNode.conditionNodes = [];
    expect(codesOf(routeless)).toEqual(['a:badProperty']);
    const branchless = edit(start(dayRoute()));
    delete branchless.childNode.conditionNodes;
    expect(codesOf(branchless)).toEqual(['route:badProperty']);
  });

  it('refuses more nodes than the limit without walking them all', () => {
    let chain: ReturnType<typeof approver> | null = null;
    for (let i = 0; i < 100_000; i += 1) chain = approver(`a${i}`, {}, chain);
    expect(codesOf(start(chain))).toEqual(['-:tooManyNodes']);
  });

  it('refuses routes nested deeper than the limit', () => {
    let inner: ReturnType<typeof route> | null = null;
    for (let depth = FLOW_TEMPLATE_LIMITS.routeDepth + 1; depth > 0; depth -= 1) {
      inner = route('parallel', `p${depth}`, [branch(`b${depth}`, {}, inner), branch(`c${depth}`)]);
    }
    expect(codesOf(start(approver('a', {}, inner)))).toEqual([
      `p${FLOW_TEMPLATE_LIMITS.routeDepth + 1}:tooDeep`,
    ]);
  });

  it('refuses a node id used twice', () => {
    expect(codesOf(start(approver('a', {}, approver('a'))))).toEqual(['a:duplicateNodeId']);
  });

  it('needs an approver node', () => {
    expect(codesOf(start(copy('cc')))).toEqual(['-:noApprover']);
  });
});

describe('checkFlowTemplate: routes', () => {
  it('needs two branches', () => {
    const one = route('parallel', 'p', [branch('b', {}, approver('a'))]);
    expect(codesOf(start(one))).toEqual(['p:routeBranches']);
  });

  it('needs exactly one default branch, without rules, and rules on the others', () => {
    const none = edit(start(dayRoute()));
    none.childNode.conditionNodes[1].properties.isDefault = false;
    expect(codesOf(none)).toEqual(['route:defaultBranchCount', 'else:branchWithoutRules']);
    const two = edit(start(dayRoute()));
    two.childNode.conditionNodes[0].properties.isDefault = true;
    expect(codesOf(two)).toEqual(['route:defaultBranchCount', 'over:defaultBranchRules']);
  });

  it('refuses two branches of one priority', () => {
    const same = edit(start(dayRoute()));
    same.childNode.conditionNodes[1].properties.priority = 1;
    expect(codesOf(same)).toEqual(['else:duplicatePriority']);
  });

  it('refuses rules or a default on parallel branches', () => {
    const parallel = route('parallel', 'p', [
      branch('b1', { rules: [daysOver(1)] }, approver('a')),
      branch('b2', { isDefault: true }, approver('c')),
    ]);
    expect(codesOf(start(parallel))).toEqual(['b1:parallelBranchRules', 'b2:parallelBranchRules']);
  });
});

describe('checkFlowTemplate: form fields', () => {
  it('refuses conditions, field rules, assignees and CC naming missing fields', () => {
    const template = edit(start(dayRoute()));
    template.properties.fieldRules = [{ field: 'gone', access: 'write', required: false }];
    template.childNode.conditionNodes[0].properties.rules[0].field = 'lost';
    template.childNode.childNode = approver(
      'pick',
      { assignee: { kind: 'formField', field: 'nobody' } },
      copy('cc', NOBODY, 'none'),
    );
    expect(codesOf(template)).toEqual([
      'start:unknownField',
      'over:unknownField',
      'pick:unknownField',
      'cc:unknownField',
    ]);
  });

  it('takes no sub-table column as a field', () => {
    const template = start(approver('a', { assignee: { kind: 'formField', field: 'items' } }));
    expect(codesOf(template)).toEqual(['a:unknownField']);
  });

  it('needs user pickers for formField assignees and CC', () => {
    expect(
      codesOf(start(approver('a', { assignee: { kind: 'formField', field: 'reason' } }))),
    ).toEqual(['a:notUserField']);
    expect(codesOf(start(approver('a', {}, copy('cc', NOBODY, 'days'))))).toEqual([
      'cc:notUserField',
    ]);
    expect(
      codesOf(
        start(
          approver(
            'a',
            { assignee: { kind: 'formField', field: 'deputy' } },
            copy('cc', NOBODY, 'deputy'),
          ),
        ),
      ),
    ).toEqual([]);
  });

  it('compares in order only numbers, amounts and dates, and searches only text', () => {
    const withRule = (rule: object) => {
      const template = edit(start(dayRoute()));
      template.childNode.conditionNodes[0].properties.rules = [rule];
      return codesOf(template);
    };
    expect(withRule({ subject: 'field', field: 'kind', symbol: '>=', value: 1 })).toEqual([
      'over:notOrderedField',
    ]);
    expect(withRule({ subject: 'field', field: 'startDate', symbol: '<', value: 1 })).toEqual([]);
    expect(withRule({ subject: 'field', field: 'days', symbol: 'like', value: '3' })).toEqual([
      'over:notTextField',
    ]);
    expect(withRule({ subject: 'field', field: 'reason', symbol: 'like', value: '病' })).toEqual(
      [],
    );
    expect(withRule({ subject: 'field', field: 'days', symbol: '>', value: 'three' })).toEqual([
      'over:notNumericValue',
    ]);
    expect(withRule({ subject: 'initiatorRole', symbol: '==', value: ' ' })).toEqual([
      'over:emptyValue',
    ]);
  });

  it('makes a field required only where it is writable', () => {
    const template = start(
      approver('a', { fieldRules: [{ field: 'reason', access: 'read', required: true }] }),
    );
    expect(codesOf(template)).toEqual(['a:requiredNotWritable']);
  });
});

describe('checkFlowTemplate: assignees and signing', () => {
  const takesFrom = (nodeId: string) =>
    approver('later', { assignee: { kind: 'nodeApprover', nodeId } });

  it('takes approvers from an approver node every path passes before', () => {
    expect(codesOf(start(approver('first', {}, takesFrom('first'))))).toEqual([]);
    // From before the route, into a branch.
    const intoBranch = edit(start(approver('first', {}, dayRoute())));
    intoBranch.childNode.childNode.conditionNodes[0].childNode = takesFrom('first');
    expect(codesOf(intoBranch)).toEqual([]);
  });

  it('refuses a node inside a branch, after, itself, unknown or not an approver', () => {
    expect(codesOf(start(dayRoute(takesFrom('long'))))).toEqual(['later:unknownApproverNode']);
    const sibling = edit(start(dayRoute()));
    sibling.childNode.conditionNodes[1].childNode = takesFrom('long');
    expect(codesOf(sibling)).toEqual(['later:unknownApproverNode']);
    expect(codesOf(start(takesFrom('after')))).toContain('later:unknownApproverNode');
    expect(codesOf(start(approver('x', {}, { ...takesFrom('later') })))).toEqual([
      'later:unknownApproverNode',
    ]);
    expect(codesOf(start(copy('cc', undefined, null, takesFrom('cc'))))).toEqual([
      'later:unknownApproverNode',
    ]);
    expect(codesOf(start(takesFrom('start')))).toEqual(['later:unknownApproverNode']);
  });

  it('sets countersign thresholds exactly for a countersign, in percent at most 100', () => {
    expect(codesOf(start(approver('a', { signMode: 'countersign' })))).toEqual([
      'a:countersignMissing',
    ]);
    expect(
      codesOf(start(approver('a', { countersign: { unit: 'count', pass: 1, reject: 1 } }))),
    ).toEqual(['a:countersignUnexpected']);
    expect(
      codesOf(
        start(
          approver('a', {
            signMode: 'countersign',
            countersign: { unit: 'percent', pass: 101, reject: 10 },
          }),
        ),
      ),
    ).toEqual(['a:percentOver']);
    expect(
      codesOf(
        start(
          approver('a', {
            signMode: 'countersign',
            countersign: { unit: 'count', pass: 120, reject: 1 },
          }),
        ),
      ),
    ).toEqual([]);
  });

  it('needs people for fixed and chosen approvers, and somebody for a CC', () => {
    expect(codesOf(start(approver('a', { assignee: { kind: 'fixed', people: NOBODY } })))).toEqual([
      'a:noPeople',
    ]);
    expect(codesOf(start(approver('a', { assignee: { kind: 'chosen', people: NOBODY } })))).toEqual(
      ['a:noPeople'],
    );
    expect(codesOf(start(approver('a', {}, copy('cc', NOBODY))))).toEqual(['cc:copyNobody']);
  });
});

describe('checkFlowTemplate on anything', () => {
  it('never throws, and answers the input itself when it accepts it', () => {
    fc.assert(
      fc.property(fc.anything({ maxDepth: 4 }), (input) => {
        const check = checkFlowTemplate(input, FORM);
        if (check.ok) expect(check.template).toBe(input);
      }),
      { numRuns: 500 },
    );
  });

  const VALUES: unknown[] = [
    'or',
    'countersign',
    'sequential',
    'start',
    'previous',
    'chosen',
    'none',
    'admin',
    'pass',
    'refuse',
  ];
  const notAValue = (value: unknown) => !VALUES.includes(value);

  it('accepts no mutation of one property of a valid node that breaks its schema', () => {
    const keys = ['signMode', 'rejectTo', 'noApprover', 'timeout', 'buttons'] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...keys),
        fc.oneof(fc.string(), fc.integer()).filter(notAValue),
        (key, value) => {
          const template = edit(start(approver('a')));
          template.childNode.properties[key] = value;
          expect(codesOf(template)).toEqual(['a:badProperty']);
        },
      ),
      { numRuns: 200 },
    );
  });
});
