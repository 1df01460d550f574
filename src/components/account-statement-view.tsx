import '@mantine/core/styles/Table.css';
import { Badge, Group, Paper, SimpleGrid, Table, Text } from '@mantine/core';
import { DocumentDownloadButton } from '@/components/document-download-button';
import {
  type AccountStatement,
  invoiceLabel,
  statementTotals,
} from '@/domain/customer/account-statement';
import { statementCsv, statementFileName } from '@/domain/customer/statement-csv';
import { fetchStatementPdf } from '@/domain/documents/statements';
import { formatCompactDate, formatEuro } from '@/lib/format';
import cells from '@/components/table-cells.module.css';

function Figure({ label, value, tone }: { label: string; value: string; tone?: 'alert' }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" c={tone === 'alert' ? 'red.8' : undefined}>
        {value}
      </Text>
    </Paper>
  );
}

const methods = { bank_transfer: 'Bonifico', cash_on_delivery: 'Alla consegna' } as const;

/**
 * An account's statement (decision 015): terms and credit, what is open and overdue, every
 * order on credit with its invoice and due date, and the PDF and CSV to download. The business
 * sees its own; the admin any customer's (customerId).
 */
export function AccountStatementView({
  statement,
  customerId,
}: {
  statement: AccountStatement;
  customerId?: string;
}) {
  const { openCents, overdueCents } = statementTotals(statement.rows);
  const { credit } = statement;
  return (
    <div>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Figure label="Da pagare" value={formatEuro(openCents / 100)} />
        <Figure
          label="Scaduto"
          value={formatEuro(overdueCents / 100)}
          tone={overdueCents > 0 ? 'alert' : undefined}
        />
        {credit && <Figure label="Fido" value={formatEuro(credit.credit_limit)} />}
        {credit && <Figure label="Disponibile" value={formatEuro(credit.available_credit)} />}
      </SimpleGrid>
      {credit && (
        <Text size="sm" mt="xs">
          Termini del bonifico: {credit.payment_terms_label.toLowerCase()}.
        </Text>
      )}
      <Group mt="md" gap="sm">
        <DocumentDownloadButton load={() => fetchStatementPdf(customerId)}>
          Scarica il PDF
        </DocumentDownloadButton>
        <DocumentDownloadButton
          load={async () => ({
            blob: new Blob([statementCsv(statement)], { type: 'text/csv;charset=utf-8' }),
            fileName: statementFileName(statement),
          })}
        >
          Scarica il CSV
        </DocumentDownloadButton>
      </Group>
      <Table.ScrollContainer minWidth={640} mt="md">
        <Table striped aria-label="Ordini dell’estratto conto">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Ordine</Table.Th>
              <Table.Th>Consegna</Table.Th>
              <Table.Th>Fattura</Table.Th>
              <Table.Th>Pagamento</Table.Th>
              <Table.Th ta="right">Importo</Table.Th>
              <Table.Th>Scadenza</Table.Th>
              <Table.Th>Stato</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {statement.rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={7}>
                  Nessun ordine da pagare o pagato negli ultimi 90 giorni.
                </Table.Td>
              </Table.Tr>
            )}
            {statement.rows.map((row) => (
              <Table.Tr key={row.order_id} data-overdue={row.overdue || undefined}>
                <Table.Td className={cells.whole}>{row.order_number}</Table.Td>
                <Table.Td className={cells.whole}>{formatCompactDate(row.delivery_date)}</Table.Td>
                <Table.Td>
                  {row.invoice ? invoiceLabel(row.invoice) : '–'}
                  {(row.credit_notes ?? []).map((credit) => (
                    <Text key={credit.id} size="xs" c="dimmed">
                      Nota di credito {credit.label}: {formatEuro(-credit.total)}
                    </Text>
                  ))}
                </Table.Td>
                <Table.Td>{methods[row.payment_method]}</Table.Td>
                <Table.Td ta="right" className={cells.whole}>
                  {formatEuro(row.total)}
                  {row.payment_status === 'pending' &&
                    Math.round(row.amount_due * 100) !== Math.round(row.total * 100) && (
                      <Text size="xs" fw={600}>
                        Resta da pagare {formatEuro(row.amount_due)}
                      </Text>
                    )}
                </Table.Td>
                <Table.Td className={cells.whole}>
                  {row.due_on ? formatCompactDate(row.due_on) : '–'}
                </Table.Td>
                <Table.Td>
                  {row.payment_status === 'paid' ? (
                    <Badge color="green" variant="light">
                      Pagato{row.paid_on ? ` il ${formatCompactDate(row.paid_on)}` : ''}
                    </Badge>
                  ) : row.overdue ? (
                    <Badge color="red" variant="filled">
                      Scaduto da{' '}
                      {row.days_overdue === 1 ? '1 giorno' : `${row.days_overdue} giorni`}
                    </Badge>
                  ) : (
                    <Badge color="gray" variant="light">
                      Da pagare
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}
