import { resultsOf } from '../../shared/catalogue-response-schemas';
import { noContent } from '../../shared/response-schemas';
import { z } from '../../shared/validation';
import { idParams } from '../platform';
import { searchQuerySchema } from './router';

/** 'a soda', 'an order name'. */
const aOrAn = (what: string) => `${/^[aeiou]/i.test(what) ? 'an' : 'a'} ${what}`;

/** The schema of a DELETE `/:id` route of `what` (singular, lower case). */
export const removeSchema = (what: string) => ({
  summary: `Delete ${aOrAn(what)} that no record uses (admins)`,
  params: idParams,
  response: { 204: noContent },
});

/**
 * The route schemas of a catalogue resource named `what` (singular, lower case): `item` is its
 * wire shape, `body` its payload.
 */
export const crudSchemas = <T extends z.ZodType, B extends z.ZodType>(
  what: string,
  item: T,
  body: B,
  choice: z.ZodType = item,
) => ({
  list: { summary: `List the ${what}s`, response: { 200: z.array(item) } },
  autocomplete: {
    summary: `Choices of ${what}s for a dropdown, by search text`,
    querystring: searchQuerySchema,
    response: { 200: resultsOf(choice) },
  },
  get: { summary: `One ${what}`, params: idParams, response: { 200: item } },
  create: { summary: `Create ${aOrAn(what)} (admins)`, body, response: { 201: item } },
  update: {
    summary: `Change ${aOrAn(what)} (admins)`,
    params: idParams,
    body,
    response: { 200: item },
  },
});
