import type { z } from 'zod';
import { storageErrors } from './storage-errors.ts';

/** The JSON body of a storage request, validated; failures are the Storage server's 400s. */
export async function readJsonBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<z.infer<Schema>> {
  let body: unknown;
  try {
    const text = await request.text();
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw storageErrors.invalidRequest('Body is not valid JSON');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `body/${issue.path.join('/')} ` : 'body ';
    throw storageErrors.invalidRequest(`${where}${issue?.message ?? 'is invalid'}`);
  }
  return parsed.data;
}
