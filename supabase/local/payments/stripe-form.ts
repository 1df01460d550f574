// Stripe's API takes application/x-www-form-urlencoded bodies with bracket keys, as its SDK
// writes them: `line_items[0][price_data][unit_amount]=450&metadata[order_id]=…`.

/** A decoded form: nested objects and arrays of strings, as Stripe's server reads them. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

function keyPath(key: string): string[] {
  const first = /^[^[]+/.exec(key)?.[0] ?? '';
  const rest = [...key.slice(first.length).matchAll(/\[([^\]]*)\]/g)].map(
    (match) => match[1] ?? '',
  );
  return [first, ...rest];
}

function assign(target: FormObject | FormValue[], path: string[], value: string): void {
  const [head, ...tail] = path;
  if (head === undefined) return;
  const container = target as Record<string, FormValue>;
  if (tail.length === 0) {
    container[head] = value;
    return;
  }
  const nextIsIndex = /^\d+$/.test(tail[0] ?? '');
  const existing = container[head];
  const child =
    typeof existing === 'object'
      ? existing
      : nextIsIndex
        ? ([] as FormValue[])
        : ({} as FormObject);
  container[head] = child;
  assign(child, tail, value);
}

// Keys that would reach Object.prototype instead of the decoded object.
const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);

/** Decodes a form body (or query string) into nested objects; indexed keys become arrays. */
export function decodeStripeForm(body: string): FormObject {
  const result: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = keyPath(key);
    if (path.some((part) => forbiddenKeys.has(part))) continue;
    assign(result, path, value);
  }
  return result;
}
