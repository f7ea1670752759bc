import { isUploadPath, toSiteDate, type CreatePressReleaseInput, type PressRelease } from '@mnch/shared';

/** What the release links to: nothing, a file uploaded to this site, or a web address. */
export type LinkKind = 'none' | 'file' | 'url';

export interface PressFormValues {
  title: string;
  date: string;
  summary: string;
  linkKind: LinkKind;
  linkFile: string | null;
  linkUrl: string;
}

export function pressFormDefaults(release?: PressRelease | null, now = new Date()): PressFormValues {
  const link = release?.link ?? null;
  const file = link !== null && isUploadPath(link);
  return {
    title: release?.title ?? '',
    date: toSiteDate(release?.date ?? now),
    summary: release?.summary ?? '',
    linkKind: link === null ? 'none' : file ? 'file' : 'url',
    linkFile: file ? link : null,
    linkUrl: link !== null && !file ? link : '',
  };
}

/** The request body of POST/PUT /api/press-releases: the link its kind names, or none. */
export function pressPayload(v: PressFormValues): CreatePressReleaseInput {
  return {
    title: v.title,
    date: v.date,
    summary: v.summary,
    link: v.linkKind === 'file' ? v.linkFile : v.linkKind === 'url' ? v.linkUrl : null,
  };
}
