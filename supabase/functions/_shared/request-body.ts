// Reading and validating a function's JSON body at the boundary (zod), with one error shape.
import type { z } from 'zod';
import { errorResponse } from './http.ts';

export type BodyResult<T> = { ok: true; value: T } | { ok: false; response: Response };

/** The request's JSON body checked against `schema`, or the 400 response to send. */
export async function readJsonBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  expected: string,
): Promise<BodyResult<z.infer<Schema>>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return { ok: false, response: errorResponse(400, 'invalid_json', 'The body must be JSON.') };
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    return { ok: false, response: errorResponse(400, 'invalid_body', expected, issues) };
  }
  return { ok: true, value: parsed.data };
}
