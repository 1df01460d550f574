import { Badge, Group, Stack, Text } from '@mantine/core';
import { DocumentDownloadButton } from '@/components/document-download-button';
import { fetchInvoiceFile } from '@/domain/documents/invoices';
import {
  documentTypeLabels,
  type FiscalDocument,
  sdiStatusLabels,
} from '@/domain/documents/order-documents';
import { formatDate, formatEuro } from '@/lib/format';

const statusColors = {
  issued: 'gray',
  delivered: 'green',
  not_delivered: 'yellow',
  rejected: 'red',
  void: 'gray',
} as const;

/** One invoice, deferred invoice or credit note: what it is, where it stands, its two files. */
export function FiscalDocumentRow({
  document,
  showStatus = true,
}: {
  document: FiscalDocument;
  showStatus?: boolean;
}) {
  const amount =
    document.document_type === 'TD04' ? formatEuro(-document.total) : formatEuro(document.total);
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text fw={600}>
          {documentTypeLabels[document.document_type]} {document.label}
        </Text>
        <Text size="sm" c="dimmed">
          del {formatDate(document.issued_on)} · {amount}
        </Text>
        {showStatus && (
          <Badge variant="light" color={statusColors[document.sdi_status]}>
            {sdiStatusLabels[document.sdi_status]}
          </Badge>
        )}
      </Group>
      {document.sdi_status !== 'void' && (
        <Group gap="xs">
          <DocumentDownloadButton variant="light" load={() => fetchInvoiceFile(document.id, 'pdf')}>
            {documentTypeLabels[document.document_type]} (PDF)
          </DocumentDownloadButton>
          <DocumentDownloadButton
            variant="default"
            load={() => fetchInvoiceFile(document.id, 'xml')}
          >
            File XML
          </DocumentDownloadButton>
        </Group>
      )}
    </Stack>
  );
}
