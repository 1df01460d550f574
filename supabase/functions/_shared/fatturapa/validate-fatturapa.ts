// Validation against the official FatturaPA schema (1.2.1, the one the SdI checks the FPR12
// format with) by libxml2's xmllint compiled to WebAssembly. The schema imports the W3C
// XML-Signature schema by its web address; the same file is handed over from memory instead
// (the only change to the official text: where the import finds it).
import { validateXML } from 'xmllint-wasm';
import { schemaFiles } from './schema-files.gen.ts';

const signatureSchemaUrl =
  'http://www.w3.org/TR/2002/REC-xmldsig-core-20020212/xmldsig-core-schema.xsd';

export interface SchemaVerdict {
  valid: boolean;
  errors: string[];
}

/** Whether `xml` is a valid FatturaPA document, with xmllint's messages when it is not. */
export async function validateFatturaPA(xml: string): Promise<SchemaVerdict> {
  const [official, ...imported] = schemaFiles;
  if (!official || !official.contents.includes(signatureSchemaUrl)) {
    throw new Error('the FatturaPA schema is missing or no longer imports the signature schema');
  }
  const result = await validateXML({
    xml: [{ fileName: 'fattura.xml', contents: xml }],
    schema: [
      {
        fileName: official.fileName,
        contents: official.contents.replace(signatureSchemaUrl, 'xmldsig-core-schema.xsd'),
      },
    ],
    preload: imported.map(({ fileName, contents }) => ({ fileName, contents })),
  });
  return {
    valid: result.valid,
    errors: result.errors.map((error) => error.rawMessage),
  };
}
