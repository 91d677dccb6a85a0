/** The query of an update call: `{id, ...body}` becomes `path/id` with that body. */
export const withId =
  <T>(path: string, method: 'PUT' | 'PATCH') =>
  ({ id, ...body }: T & { id: number }) => ({
    url: `${path}/${id}`,
    method,
    body,
  });
