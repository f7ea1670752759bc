import { config } from 'zod/v4/core';

// Zod probes whether it may compile parsers with `new Function` the first time an object schema is
// built. The page's Content-Security-Policy forbids eval, so in the browser the probe is refused and
// reported as a CSP violation (a console issue Lighthouse counts against best practices). Turning the
// compiler off in the browser skips the probe; the server keeps it. Imported first by root.tsx, before
// any module that builds a schema.
if (typeof document !== 'undefined') config({ jitless: true });
