import { resultsOf, searchQuerySchema } from '../../shared/catalogue-response-schemas';
import { idParamsSchema, noContent } from '../../shared/response-schemas';
import { z } from '../../shared/validation';

/** The schema of a DELETE `/:id` route. */
export const removeSchema = () => ({ params: idParamsSchema, response: { 204: noContent } });

/** The route schemas of a catalogue resource: `item` is its wire shape, `body` its payload. */
export const crudSchemas = <T extends z.ZodType, B extends z.ZodType>(
  item: T,
  body: B,
  choice: z.ZodType = item,
) => ({
  list: { response: { 200: z.array(item) } },
  autocomplete: { querystring: searchQuerySchema, response: { 200: resultsOf(choice) } },
  get: { params: idParamsSchema, response: { 200: item } },
  create: { body, response: { 201: item } },
  update: { params: idParamsSchema, body, response: { 200: item } },
});
