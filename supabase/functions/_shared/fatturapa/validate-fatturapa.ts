// Validation of an invoice against the official FatturaPA 1.2.3 schema, the one the SdI has
// checked since 1 April 2025 (standards/fatturapa, decision 018).
import { sdiContentErrors } from './sdi-checks.ts';
import { type SchemaVerdict, validateAgainst } from './xml-schemas.ts';

export type { SchemaVerdict };

export const fatturaPASchemaName = 'Schema_VFPA12_V1.2.3.xsd';

/** Whether `xml` is a valid FatturaPA document, with xmllint's messages when it is not. */
export function validateFatturaPA(xml: string): Promise<SchemaVerdict> {
  return validateAgainst(fatturaPASchemaName, xml);
}

/**
 * The checks a document passes before it is numbered, stored or offered: the schema, then the
 * SdI's content checks (sdi-checks.ts).
 */
export async function checkFatturaPA(xml: string): Promise<SchemaVerdict> {
  const schema = await validateFatturaPA(xml);
  if (!schema.valid) return schema;
  const errors = sdiContentErrors(xml);
  return { valid: errors.length === 0, errors };
}
