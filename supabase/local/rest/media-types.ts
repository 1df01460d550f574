import { RestError } from './errors.ts';

/** What a response body is: a JSON array, one JSON object (`.single()`), or CSV. */
export interface ResponseMedia {
  format: 'json' | 'csv';
  single: boolean;
  stripNulls: boolean;
  contentType: string;
}

const json: ResponseMedia = {
  format: 'json',
  single: false,
  stripNulls: false,
  contentType: 'application/json; charset=utf-8',
};

function mediaFor(type: string, parameters: string[]): ResponseMedia | undefined {
  const stripNulls = parameters.includes('nulls=stripped');
  switch (type) {
    case '*/*':
    case 'application/*':
    case 'application/json':
      return json;
    case 'application/vnd.pgrst.array+json':
      return {
        ...json,
        stripNulls,
        contentType: `application/vnd.pgrst.array+json${stripNulls ? ';nulls=stripped' : ''}; charset=utf-8`,
      };
    case 'application/vnd.pgrst.object+json':
    case 'application/vnd.pgrst.object':
      return {
        format: 'json',
        single: true,
        stripNulls,
        contentType: `application/vnd.pgrst.object+json${stripNulls ? ';nulls=stripped' : ''}; charset=utf-8`,
      };
    case 'text/*':
    case 'text/csv':
      return {
        format: 'csv',
        single: false,
        stripNulls: false,
        contentType: 'text/csv; charset=utf-8',
      };
    default:
      return undefined;
  }
}

/**
 * Picks the response media type from `Accept` (highest q first, then order), as PostgREST
 * negotiates it; none acceptable → 406 PGRST107.
 */
export function negotiateMedia(accept: string | null): ResponseMedia {
  if (!accept || accept.trim() === '') return json;
  const ranges = accept
    .split(',')
    .map((part, index) => {
      const [type = '', ...rest] = part.split(';').map((piece) => piece.trim());
      const parameters = rest.map((piece) => piece.replace(/\s+/g, '').toLowerCase());
      const q = Number(parameters.find((p) => p.startsWith('q='))?.slice(2) ?? '1');
      return { type: type.toLowerCase(), parameters, q: Number.isFinite(q) ? q : 1, index };
    })
    .filter((range) => range.type !== '' && range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const range of ranges) {
    const media = mediaFor(range.type, range.parameters);
    if (media) return media;
  }
  throw new RestError(
    406,
    'PGRST107',
    `None of these media types are available: ${ranges.map((range) => range.type).join(', ')}`,
  );
}
