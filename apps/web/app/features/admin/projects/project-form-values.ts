import { DEFAULT_CURRENCY, toSiteDate, type CreateProjectInput, type Project } from '@mnch/shared';

export const LIST_NAMES = ['partners', 'teamMembers', 'tags', 'documentUrls'] as const;
export type ListName = (typeof LIST_NAMES)[number];

export interface ProjectFormValues {
  title: string;
  /** The last part of the public address, `/research/{slug}`. */
  slug: string;
  category: string;
  status: string;
  startDate: string;
  endDate: string;
  budget: string;
  currency: string;
  principalInvestigator: string;
  fundingSource: string;
  targetBeneficiaries: string;
  geographicalScope: string;
  description: string;
  imageUrl: string | null;
  partners: { value: string }[];
  teamMembers: { value: string }[];
  tags: { value: string }[];
  documentUrls: { value: string }[];
}

const toRows = (list: string[] | undefined) => (list ?? []).map((value) => ({ value }));

export function projectFormDefaults(project?: Project | null): ProjectFormValues {
  return {
    title: project?.title ?? '',
    slug: project?.slug ?? '',
    category: project?.category ?? '',
    status: project?.status ?? 'active',
    startDate: toSiteDate(project?.startDate),
    endDate: toSiteDate(project?.endDate),
    budget: project ? String(project.budget) : '',
    currency: project?.currency ?? DEFAULT_CURRENCY,
    principalInvestigator: project?.principalInvestigator ?? '',
    fundingSource: project?.fundingSource ?? '',
    targetBeneficiaries: project ? String(project.targetBeneficiaries) : '',
    geographicalScope: project?.geographicalScope ?? '',
    description: project?.description ?? '',
    imageUrl: project?.imageUrl ?? null,
    partners: toRows(project?.partners),
    teamMembers: toRows(project?.teamMembers),
    tags: toRows(project?.tags),
    documentUrls: toRows(project?.documentUrls),
  };
}

const fromRows = (rows: { value: string }[]) => rows.map((r) => r.value.trim()).filter(Boolean);

/** The request body of POST/PUT /api/projects (blank list rows dropped; the server parses the numbers). */
export function projectPayload(v: ProjectFormValues): CreateProjectInput {
  return {
    title: v.title,
    slug: v.slug,
    category: v.category,
    status: v.status,
    startDate: v.startDate || null,
    endDate: v.endDate || null,
    budget: v.budget.trim() || '0',
    currency: v.currency.trim() || DEFAULT_CURRENCY,
    principalInvestigator: v.principalInvestigator,
    fundingSource: v.fundingSource,
    targetBeneficiaries: v.targetBeneficiaries.trim() || '0',
    geographicalScope: v.geographicalScope,
    description: v.description,
    imageUrl: v.imageUrl ?? null,
    partners: fromRows(v.partners),
    teamMembers: fromRows(v.teamMembers),
    tags: fromRows(v.tags),
    documentUrls: fromRows(v.documentUrls),
  };
}
