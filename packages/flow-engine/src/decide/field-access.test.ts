import { fieldAccess, missingRequired } from './field-access';

const rules = [
  { field: 'secret', access: 'hidden', required: false },
  { field: 'amount', access: 'write', required: true },
  { field: 'note', access: 'write', required: false },
  { field: 'title', access: 'read', required: false },
] as const;

describe('fieldAccess', () => {
  it('reads each field’s rule, unlisted fields taking the node’s default', () => {
    const approverAccess = fieldAccess(rules, 'read');
    expect(approverAccess.of('secret')).toBe('hidden');
    expect(approverAccess.of('other')).toBe('read');
    expect(fieldAccess(rules, 'write').of('other')).toBe('write');
  });

  it('names the writable and required fields', () => {
    const access = fieldAccess(rules, 'read');
    expect([...access.writable(['secret', 'amount', 'note', 'title', 'other'])]).toEqual([
      'amount',
      'note',
    ]);
    expect(access.required).toEqual(['amount']);
  });

  it('leaves hidden fields out of what the actor sees', () => {
    expect(fieldAccess(rules, 'read').visible({ secret: 1, amount: 2, other: 3 })).toEqual({
      amount: 2,
      other: 3,
    });
  });
});

describe('missingRequired', () => {
  it('names required fields left empty', () => {
    expect(missingRequired(['a', 'b', 'c', 'd'], { a: 1, b: '', c: [], d: 0 })).toEqual(['b', 'c']);
  });
});
