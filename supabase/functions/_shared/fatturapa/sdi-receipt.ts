// Reading a receipt the SdI sent for an invoice file: which of the two messages schemas it
// belongs to (by its namespace), whether it is valid against that official schema, and what it
// says. The SdI's channels use two families of messages (standards/fatturapa/README.md):
//   http://www.fatturapa.gov.it/sdi/messaggi/v1.0 (MessaggiTypes 1.1): RicevutaConsegna,
//     NotificaScarto, NotificaMancataConsegna
//   http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fattura/messaggi/v1.0 (MessaggiFatturaTypes
//     1.0): RicevutaConsegna, RicevutaScarto, RicevutaImpossibilitaRecapito
// Other messages (outcomes of a public administration, expiry of terms) are not receipts of
// the shop's B2B invoices and are refused. The signature is not verified (decision 018).
import { XMLParser } from 'fast-xml-parser';
import { validateAgainst } from './xml-schemas.ts';

export type ReceiptKind = 'delivered' | 'rejected' | 'not_delivered';

export interface SdiReceipt {
  kind: ReceiptKind;
  messageType: string;
  fileName: string;
  sdiIdentifier: string;
  receivedAt: string;
  deliveredAt: string | null;
  messageId: string;
  errors: { code: string; description: string; hint: string | null }[];
}

export type ReceiptReading =
  { ok: true; receipt: SdiReceipt } | { ok: false; reason: string; errors: string[] };

const families: Record<string, { schema: string; kinds: Record<string, ReceiptKind> }> = {
  'http://www.fatturapa.gov.it/sdi/messaggi/v1.0': {
    schema: 'MessaggiTypes_v1.1.xsd',
    kinds: {
      RicevutaConsegna: 'delivered',
      NotificaScarto: 'rejected',
      NotificaMancataConsegna: 'not_delivered',
    },
  },
  'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fattura/messaggi/v1.0': {
    schema: 'MessaggiFatturaTypes_v1.0.xsd',
    kinds: {
      RicevutaConsegna: 'delivered',
      RicevutaScarto: 'rejected',
      RicevutaImpossibilitaRecapito: 'not_delivered',
    },
  },
};

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  isArray: (name) => name === 'Errore',
});

type Node = Record<string, unknown>;

function text(node: Node, name: string): string | null {
  const value = node[name];
  return typeof value === 'string'
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : null;
}

/** The root element, its local name and namespace. */
function rootOf(
  document: Node,
): { local: string; namespace: string | undefined; node: Node } | undefined {
  const key = Object.keys(document).find((name) => !name.startsWith('?') && !name.startsWith('#'));
  const node = key ? document[key] : undefined;
  if (!key || typeof node !== 'object' || node === null) return undefined;
  const [prefix, local] = key.includes(':') ? key.split(':', 2) : [undefined, key];
  const attributes = node as Node;
  const namespace = prefix ? attributes[`@_xmlns:${prefix}`] : attributes['@_xmlns'];
  return {
    local: local ?? key,
    namespace: typeof namespace === 'string' ? namespace : undefined,
    node: attributes,
  };
}

/** What a receipt's XML says, once it is valid against its official schema. */
export async function readSdiReceipt(xml: string): Promise<ReceiptReading> {
  let document: Node;
  try {
    document = parser.parse(xml, true) as Node;
  } catch (error) {
    return { ok: false, reason: 'not_xml', errors: [String(error)] };
  }
  const root = rootOf(document);
  const family = root?.namespace ? families[root.namespace] : undefined;
  const kind = root && family ? family.kinds[root.local] : undefined;
  if (!root || !family || !kind) {
    return {
      ok: false,
      reason: 'not_a_receipt',
      errors: [`${root?.local ?? '?'} (${root?.namespace ?? 'senza namespace'})`],
    };
  }
  const verdict = await validateAgainst(family.schema, xml);
  if (!verdict.valid) return { ok: false, reason: 'invalid_receipt', errors: verdict.errors };

  const node = root.node;
  const errors = ((node.ListaErrori as Node | undefined)?.Errore as Node[] | undefined) ?? [];
  return {
    ok: true,
    receipt: {
      kind,
      messageType: root.local,
      fileName: text(node, 'NomeFile') ?? '',
      sdiIdentifier: text(node, 'IdentificativoSdI') ?? '',
      receivedAt: text(node, 'DataOraRicezione') ?? '',
      deliveredAt: text(node, 'DataOraConsegna'),
      messageId: text(node, 'MessageId') ?? '',
      errors: errors.map((error) => ({
        code: text(error, 'Codice') ?? '',
        description: text(error, 'Descrizione') ?? '',
        hint: text(error, 'Suggerimento'),
      })),
    },
  };
}
