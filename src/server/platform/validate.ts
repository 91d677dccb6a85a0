import type {
  FastifyInstance,
  FastifySchemaCompiler,
  FastifyTypeProvider,
} from 'fastify';
import { idFromText } from '../../shared/ids';
import { fieldErrors, z } from '../../shared/validation';
import { ValidationError, notFound } from './errors';

/**
 * The validator compiler of the app: Fastify checks a route's `body`, `querystring` and `params`
 * with its zod schemas and hands the handler the parsed values (`request.body` is the schema's
 * output: numbers in cents, trimmed text, defaults filled in). It runs after the preValidation
 * hooks, which is where the auth guards sit, so a signed-out request is a 401 before any 400.
 *
 * A refusal keeps the two bodies the client knows: a bad body or query string is the 400
 * `{field: [messages]}` map, and a path parameter that does not parse names no record, so it is
 * a 404 (`/api/sodas/abc` is an unknown soda, not a malformed request).
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (input) => {
    // An absent body reaches the compiler as null; it is an empty object, as parse() has it.
    const result = schema.safeParse(input ?? {});
    if (result.success) return { value: result.data };
    return {
      error: httpPart === 'params' ? notFound() : new ValidationError(fieldErrors(result.error)),
    };
  };

/**
 * Types `request.body`, `request.query` and `request.params` of a route as its zod schemas'
 * output. Replies stay untyped here: they are checked at run time by the response schemas.
 * Use it as `const app = fastify.withTypeProvider<ParsedRequest>()` in a route plugin.
 */
export interface ParsedRequest extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: unknown;
}

/** The app's route plugins, typed for schemas validated by zodValidatorCompiler. */
export const parsedRoutes = (app: FastifyInstance) => app.withTypeProvider<ParsedRequest>();

/**
 * Path parameters `/:id`: a positive integer record id in plain digits ('07', '+7', '7.0' and ids
 * past the id range name none), given to the handler as a number. A failure is a 404.
 */
export const idParams = z.object({
  id: z
    .string()
    .describe('A record id')
    .transform((text, ctx) => {
      const id = idFromText(text);
      if (id === undefined) ctx.addIssue({ code: 'custom', message: 'Not a record id' });
      return id ?? z.NEVER;
    }),
});

/**
 * Parses a value with a zod schema, throwing the 400 field map on failure. Route input is parsed
 * by Fastify (zodValidatorCompiler); this is for values a handler builds itself (a PATCH merged
 * over the stored record).
 */
export function parse<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new ValidationError(fieldErrors(result.error));
  return result.data;
}
