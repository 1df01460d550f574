// Reading decoded Stripe form parameters, with Stripe's error shape when one is wrong.
import type { FormObject, FormValue } from './stripe-form.ts';

/** A request Stripe would refuse: `{error: {type, message, param, code}}` with its status. */
export class EmulatorError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly param?: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'EmulatorError';
  }

  toJson(): { error: Record<string, string> } {
    return {
      error: {
        type: 'invalid_request_error',
        message: this.message,
        ...(this.param ? { param: this.param } : {}),
        ...(this.code ? { code: this.code } : {}),
      },
    };
  }
}

/** `value` as a nested object, or a 400 naming `param`. */
export function objectParam(value: FormValue | undefined, param: string): FormObject {
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new EmulatorError(400, `Missing required param: ${param}.`, param, 'parameter_missing');
  }
  return value;
}

/** `parent[key]` as a non-empty string; undefined when optional and absent. */
export function textParam(parent: FormObject, key: string, prefix: string): string;
export function textParam(
  parent: FormObject,
  key: string,
  prefix: string,
  required: false,
): string | undefined;
export function textParam(
  parent: FormObject,
  key: string,
  prefix: string,
  required = true,
): string | undefined {
  const value = parent[key];
  const param = prefix ? `${prefix}[${key}]` : key;
  if (value === undefined || value === '') {
    if (!required) return undefined;
    throw new EmulatorError(400, `Missing required param: ${param}.`, param, 'parameter_missing');
  }
  if (typeof value !== 'string') throw new EmulatorError(400, `Invalid string: ${param}.`, param);
  return value;
}

/** A whole number within [min, max], or a 400 naming `param`. */
export function integerParam(
  value: FormValue | undefined,
  param: string,
  min: number,
  max: number,
): number {
  const number = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(number) || number < min || number > max) {
    throw new EmulatorError(400, `Invalid integer for ${param}: must be ${min}–${max}.`, param);
  }
  return number;
}

/** Stripe metadata: string values only. */
export function metadataParam(value: FormValue | undefined): Record<string, string> {
  if (typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
