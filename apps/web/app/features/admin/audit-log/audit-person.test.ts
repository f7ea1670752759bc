import { auditPersonLabel } from '@mnch/shared';
import { describe, expect, it } from 'vitest';

/** Who an audit row names (packages/shared/src/schemas/audit-log.ts, decision 33). */
describe('auditPersonLabel', () => {
  it('names a viewer of today by the name the row keeps, even once the account is deleted', () => {
    expect(auditPersonLabel({ userId: 3, userName: 'Vera Viewer', role: 'viewer' })).toBe('Vera Viewer');
    expect(auditPersonLabel({ userId: null, userName: 'Vera Viewer', role: 'viewer' })).toBe('Vera Viewer');
  });

  it('calls a nameless viewer row without an account an old subscriber', () => {
    expect(auditPersonLabel({ userId: null, userName: null, role: 'viewer' })).toBe('Subscriber');
  });

  it('names a nameless row of an account that still exists by its number, and a row of nobody a visitor', () => {
    expect(auditPersonLabel({ userId: 7, userName: null, role: 'viewer' })).toBe('User #7');
    expect(auditPersonLabel({ userId: null, userName: null, role: null })).toBe('Visitor');
  });
});
