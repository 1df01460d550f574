// Validation against the official schemas (standards/fatturapa, copied into schema-files.gen.ts)
// by libxml2's xmllint compiled to WebAssembly. The schemas import the W3C XML-Signature
// schema; FatturaPA and the Agenzia's messages schema name it by its web address, which is
// pointed at the in-memory copy (the only change made to the official text, at validation time).
import { validateXML } from 'xmllint-wasm';
import { schemaFiles } from './schema-files.gen.ts';

const signatureSchemaUrl =
  'http://www.w3.org/TR/2002/REC-xmldsig-core-20020212/xmldsig-core-schema.xsd';
const signatureSchemaName = 'xmldsig-core-schema.xsd';

export interface SchemaVerdict {
  valid: boolean;
  errors: string[];
}

function schemaFile(fileName: string): { fileName: string; contents: string } {
  const file = schemaFiles.find((candidate) => candidate.fileName === fileName);
  if (!file) throw new Error(`the schema ${fileName} is not among the shipped files`);
  return file;
}

/** Whether `xml` is valid against the shipped schema `schemaName`, with xmllint's messages. */
export async function validateAgainst(schemaName: string, xml: string): Promise<SchemaVerdict> {
  const schema = schemaFile(schemaName);
  const signature = schemaFile(signatureSchemaName);
  const result = await validateXML({
    xml: [{ fileName: 'document.xml', contents: xml }],
    schema: [
      {
        fileName: schema.fileName,
        contents: schema.contents.replace(signatureSchemaUrl, signatureSchemaName),
      },
    ],
    preload: [{ fileName: signature.fileName, contents: signature.contents }],
  });
  return { valid: result.valid, errors: result.errors.map((error) => error.rawMessage) };
}
