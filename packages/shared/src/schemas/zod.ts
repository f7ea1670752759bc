import { z } from 'zod';
import { config } from 'zod/v4/core';

// Zod probes whether it may compile parsers with `new Function` when it builds an object schema. A
// page's Content-Security-Policy forbids eval, so in a browser the probe is refused and reported as a
// CSP violation: there, the compiler is off (the server keeps it). Every schema module takes `z` from
// here, so the setting is made before any schema is built.
if ('document' in globalThis) config({ jitless: true });

export { z };
