import { describe, expect, it } from 'vitest';
import { focusAreaList, focusAreaProgram } from '../../content/focus-areas';
import { programs } from '../../content/programs';

describe('focus areas content', () => {
  it('lists the focus areas in order, with unique anchors', () => {
    expect(focusAreaList.map((a) => a.title)).toEqual([
      "Women's Health",
      'Maternal Health',
      'Reproductive Health',
      'Adolescent Health',
      'Nutrition and Wellbeing',
      'Gender Equity and Equality',
      'Newborn, SickBorn and Child Health',
    ]);
    expect(new Set(focusAreaList.map((a) => a.id)).size).toBe(focusAreaList.length);
  });

  it('links every area to an existing programme', () => {
    for (const area of focusAreaList) {
      const link = focusAreaProgram(area);
      expect(programs.some((p) => link.to === `/programs?program=${p.id}#program-details`)).toBe(true);
    }
  });
});
