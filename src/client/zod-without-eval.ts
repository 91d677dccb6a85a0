import { z } from 'zod/v4';

// The CSP refuses eval (script-src 'self'), and zod's compiled parsers probe for it with
// `new Function`, which the browser reports as a CSP violation even though zod catches the
// refusal. Jitless parsing never probes. It must be set before any object schema is built.
z.config({ jitless: true });
