import { z } from 'zod';

// Imported first by main.tsx, before any schema is built. The CSP refuses eval (script-src 'self'),
// and zod's compiled parsers probe for it with `new Function`, which the browser reports as a CSP
// violation even though zod catches the refusal. Jitless parsing never probes.
z.config({ jitless: true });
