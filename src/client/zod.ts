// The client build resolves `zod` to this module (vite.config.ts). zod loads only with the
// screens that validate, not in the entry chunk, so no entry-point import can configure it
// first: every import of `zod` passes through here, which sets jitless parsing, then the
// shared error messages (spec section 5) of @shared/validation, before any schema is built.
import './zod-without-eval';
import '@shared/validation';

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';
