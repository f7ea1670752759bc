import { describe, expect, it } from 'vitest';
import type { MetaArgs } from 'react-router';
import { site } from '../../../content/site';
import { backOfficeMeta } from './section-header';

/** The meta arguments of a section's route below the admin layout, with its handle and whether its clientLoader has run. */
const argsOf = (handle: unknown, loaderData: unknown) =>
  ({
    loaderData,
    matches: [
      { id: 'admin', handle: undefined },
      { id: 'section', handle },
    ],
  }) as unknown as MetaArgs;

describe('backOfficeMeta', () => {
  it("titles a section from its own route's handle once its clientLoader has run", () => {
    expect(backOfficeMeta(argsOf({ title: 'Outbox' }, null))[0]).toEqual({ title: `Outbox | Back office | ${site.shortName}` });
  });

  it("is neutral in the server's HTML (before the clientLoader) and never indexed", () => {
    const meta = backOfficeMeta(argsOf({ title: 'Outbox' }, undefined));
    expect(meta[0]).toEqual({ title: `Back office | ${site.shortName}` });
    expect(meta[1]).toEqual({ name: 'robots', content: 'noindex, nofollow' });
  });
});
