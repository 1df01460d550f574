import { XMLParser } from 'fast-xml-parser';

/**
 * A FatturaPA document as fast-xml-parser reads it: elements by their schema names, text kept
 * as written ("4.50" stays "4.50"). The tests walk deep into it by those names and compare the
 * leaves, so it is typed loosely — here, once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ParsedFattura = Record<string, any>;

/**
 * The `p:FatturaElettronica` element of a document. `repeated` names elements read as arrays
 * even when there is one; `withAttributes` keeps attributes (as `@_name`).
 */
export function parseFattura(
  xml: string,
  { repeated = [], withAttributes = false }: { repeated?: string[]; withAttributes?: boolean } = {},
): ParsedFattura {
  const parser = new XMLParser({
    ignoreAttributes: !withAttributes,
    parseTagValue: false,
    isArray: (name) => repeated.includes(name),
  });
  return (parser.parse(xml) as ParsedFattura)['p:FatturaElettronica'] as ParsedFattura;
}
