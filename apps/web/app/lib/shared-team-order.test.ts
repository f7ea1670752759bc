import { describe, expect, it } from 'vitest';
import { movedOrder } from '@mnch/shared';

describe('movedOrder (the team order after one move)', () => {
  const ids = [10, 20, 30, 40];
  it('moves a member one place up or down', () => {
    expect(movedOrder(ids, 30, 'up')).toEqual([10, 30, 20, 40]);
    expect(movedOrder(ids, 20, 'down')).toEqual([10, 30, 20, 40]);
  });
  it('moves a member to the top or the bottom', () => {
    expect(movedOrder(ids, 40, 'top')).toEqual([40, 10, 20, 30]);
    expect(movedOrder(ids, 10, 'bottom')).toEqual([20, 30, 40, 10]);
  });
  it('leaves the order as it is at the ends and for an unknown member', () => {
    expect(movedOrder(ids, 10, 'up')).toEqual(ids);
    expect(movedOrder(ids, 40, 'down')).toEqual(ids);
    expect(movedOrder(ids, 99, 'top')).toEqual(ids);
  });
});
