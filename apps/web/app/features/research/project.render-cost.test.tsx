// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PROJECT_LIMITS, type Project } from '@mnch/shared';
import { STORED, cpuSeconds, renderRoute } from '../../lib/render-cost.test-support';
import ProjectRoute, { meta } from './project.route';

/**
 * The server's share of a view of a project's page (/research/{slug}) with the worst rich text the API
 * stores (docs/security.md, finding 2): the page renders the stored description as it is (decision 0014),
 * so a description at its length limit, in the shapes that cost the API most to clean, takes well under
 * a second of CPU. The article page's twin is features/article/article.render-cost.test.tsx.
 */
const when = '2031-06-01T10:00:00.000Z';
const project = (description: string): Project => ({
  id: 7,
  title: 'The worst accepted project',
  slug: 'worst',
  description,
  category: 'research',
  status: 'active',
  startDate: when,
  endDate: null,
  budget: 0,
  currency: 'USD',
  principalInvestigator: null,
  fundingSource: null,
  targetBeneficiaries: 0,
  geographicalScope: null,
  imageUrl: null,
  image: null,
  partners: [],
  teamMembers: [],
  tags: [],
  documentUrls: [],
  progress: 0,
  archived: false,
  createdBy: null,
  createdAt: when,
  updatedAt: when,
  version: '"0"',
  created_at: when,
  updated_at: when,
});

const renderPage = (project: Project) =>
  renderRoute({ Component: ProjectRoute, meta, path: 'research/:slug' }, { state: 'ok', project }, '/research/worst');

describe("a project's page renders the worst stored rich text in under a second of CPU", () => {
  it('warms up', () => {
    expect(renderPage(project('<p>warm</p>'))).toContain('<p>warm</p>');
  });

  it.each(Object.entries(STORED))('project description: %s', (_shape, make) => {
    const description = make(PROJECT_LIMITS.description);
    expect(description.length).toBeLessThanOrEqual(PROJECT_LIMITS.description);
    const { cpu, out } = cpuSeconds(() => renderPage(project(description)));
    expect(cpu, `${cpu.toFixed(2)} s of CPU`).toBeLessThan(1);
    expect(out).toContain(description);
  });
});
