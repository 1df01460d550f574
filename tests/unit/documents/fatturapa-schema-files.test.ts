import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { schemaSources, sha256Of } from '../../../scripts/gen-fatturapa-schema.ts';
import { schemaFiles } from '../../../supabase/functions/_shared/fatturapa/schema-files.gen.ts';

// The schemas the shop validates with are the official files, byte for byte: each has the
// SHA-256 recorded with its provenance (standards/fatturapa/README.md, decision 018), and the
// copy the edge functions import is exactly those bytes.
describe('the shipped FatturaPA and SdI schemas', () => {
  it('are the published files', () => {
    const readme = readFileSync('standards/fatturapa/README.md', 'utf8');
    for (const source of schemaSources) {
      expect(sha256Of(source.source), source.source).toBe(source.sha256);
      expect(readme).toContain(source.sha256);
    }
  });

  it('are copied unchanged into the module the functions import', () => {
    expect(schemaFiles.map((file) => file.fileName)).toEqual(
      schemaSources.map((source) => source.fileName),
    );
    for (const file of schemaFiles) {
      expect(file.contents).toBe(readFileSync(file.source, 'utf8'));
    }
  });

  it('are FatturaPA 1.2.3, with the codes the SdI checks since April 2025', () => {
    const schema = schemaFiles[0]!.contents;
    expect(schema).toContain('version="1.2.3"');
    for (const code of ['TD01', 'TD04', 'TD24', 'TD29', 'RF20', 'FPR12']) {
      expect(schema).toContain(`<xs:enumeration value="${code}"`);
    }
    expect(schema).not.toContain('<xs:enumeration value="RF03"');
  });
});
