// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createProjectSchema } from '@mnch/shared';
import { projectFormDefaults, projectPayload } from './project-form-values';

describe('project form values', () => {
  it('defaults to Active and UGX with empty lists', () => {
    const d = projectFormDefaults();
    expect(d.status).toBe('active');
    expect(d.currency).toBe('UGX');
    expect(d.partners).toEqual([]);
  });
  it('drops blank list rows, and the shared schema accepts the body', () => {
    const body = projectPayload({
      ...projectFormDefaults(),
      title: 'P',
      slug: 'p',
      category: 'research',
      description: '<p>About</p>',
      budget: '2,500,000',
      partners: [{ value: ' Makerere ' }, { value: '  ' }],
      documentUrls: [{ value: 'https://example.org/a.pdf' }],
    });
    expect(body.partners).toEqual(['Makerere']);
    const parsed = createProjectSchema.parse(body);
    expect(parsed.budget).toBe(2500000);
    expect(parsed.targetBeneficiaries).toBe(0);
    expect(parsed.startDate).toBeNull();
  });
  it('the shared schema names each missing required field', () => {
    const r = createProjectSchema.safeParse(projectPayload(projectFormDefaults()));
    const messages = r.error?.issues.map((i) => i.message);
    expect(messages).toContain('Project title is required');
    expect(messages).toContain('Category is required');
    expect(messages).toContain('Project description is required');
  });
});
