import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * SdI receipts for a file of the shop, made from the official examples
 * (standards/fatturapa/samples): the same structure and signature element, the file name,
 * identifiers, dates and errors of the test. The signature no longer matches the content (the
 * shop does not verify it, decision 018); the schema is satisfied.
 */
const samples = fileURLToPath(new URL('../../standards/fatturapa/samples/', import.meta.url));
const sample = (kind: string) =>
  readFileSync(`${samples}IT01234567890_11111_${kind}_001.xml`, 'utf8');

const signature = /<ds:Signature[\s\S]*<\/ds:Signature>/.exec(sample('NS'))?.[0] ?? '';

export interface ReceiptOptions {
  /** sdi: the fatturapa.gov.it messages (MessaggiTypes 1.1); ade: the Agenzia's (1.0). */
  family?: 'sdi' | 'ade';
  kind: 'delivered' | 'rejected' | 'not_delivered';
  fileName: string;
  sdiIdentifier?: string;
  messageId?: string;
  receivedAt?: string;
  errors?: { code: string; description: string; hint?: string }[];
}

function escape(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function sdiFamily(
  options: ReceiptOptions,
  identifier: string,
  messageId: string,
  receivedAt: string,
) {
  const kind = { delivered: 'RC', rejected: 'NS', not_delivered: 'MC' }[options.kind];
  let xml = sample(kind)
    .replace(
      /<IdentificativoSdI>111<\/IdentificativoSdI>/,
      `<IdentificativoSdI>${identifier}</IdentificativoSdI>`,
    )
    .replace(
      /<NomeFile>IT01234567890_11111\.xml\.p7m<\/NomeFile>/,
      `<NomeFile>${options.fileName}</NomeFile>`,
    )
    .replace(
      /<DataOraRicezione>[^<]*<\/DataOraRicezione>/,
      `<DataOraRicezione>${receivedAt}</DataOraRicezione>`,
    )
    .replace(/<MessageId>[^<]*<\/MessageId>/, `<MessageId>${messageId}</MessageId>`)
    .replace(/<RiferimentoArchivio>[\s\S]*?<\/RiferimentoArchivio>/, '');
  if (options.errors) {
    const list = options.errors
      .map(
        (error) =>
          `<Errore><Codice>${error.code}</Codice><Descrizione>${escape(error.description)}</Descrizione></Errore>`,
      )
      .join('');
    xml = xml.replace(/<ListaErrori>[\s\S]*<\/ListaErrori>/, `<ListaErrori>${list}</ListaErrori>`);
  }
  return xml;
}

function adeFamily(
  options: ReceiptOptions,
  identifier: string,
  messageId: string,
  receivedAt: string,
) {
  const namespace = 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fattura/messaggi/v1.0';
  const element = {
    delivered: 'RicevutaConsegna',
    rejected: 'RicevutaScarto',
    not_delivered: 'RicevutaImpossibilitaRecapito',
  }[options.kind];
  const head = `<IdentificativoSdI>${identifier}</IdentificativoSdI><NomeFile>${options.fileName}</NomeFile><Hash>${'0'.repeat(64)}</Hash><DataOraRicezione>${receivedAt}</DataOraRicezione>`;
  const middle = {
    delivered: `<DataOraConsegna>${receivedAt}</DataOraConsegna><Destinatario><Codice>M5UXCR1</Codice><Descrizione>Destinatario</Descrizione></Destinatario>`,
    rejected: `<ListaErrori>${(
      options.errors ?? [{ code: '00311', description: 'CodiceDestinatario non valido' }]
    )
      .map(
        (error) =>
          `<Errore><Codice>${error.code}</Codice><Descrizione>${escape(error.description)}</Descrizione><Suggerimento>${escape(error.hint ?? '')}</Suggerimento></Errore>`,
      )
      .join('')}</ListaErrori>`,
    not_delivered: `<DataMessaADisposizione>${receivedAt.slice(0, 10)}</DataMessaADisposizione>`,
  }[options.kind];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<ns3:${element} xmlns:ns3="${namespace}" versione="1.0">${head}${middle}<MessageId>${messageId}</MessageId>${signature}</ns3:${element}>`;
}

/** A valid receipt's XML for `fileName`. */
export function sdiReceiptXml(options: ReceiptOptions): string {
  const identifier = options.sdiIdentifier ?? String(100_000 + Math.floor(Math.random() * 900_000));
  const messageId = options.messageId ?? String(Math.floor(Math.random() * 1_000_000_000));
  const receivedAt = options.receivedAt ?? new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
  return (options.family ?? 'sdi') === 'sdi'
    ? sdiFamily(options, identifier, messageId, receivedAt)
    : adeFamily(options, identifier, messageId, receivedAt);
}
