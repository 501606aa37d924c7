// The shop's CSP forbids eval. Zod probes for it (new Function) when it builds an object schema,
// and the browser reports even a caught probe as a violation; in jitless mode it never probes.
// Imported before any schema is built (browser.ts).
import { z } from 'zod';

z.config({ jitless: true });
