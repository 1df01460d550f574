import { SimpleGrid, Text } from '@mantine/core';
import type { CurrentCustomer } from '@/domain/customer/current-customer';
import { formatEuro } from '@/lib/format';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text>{value}</Text>
    </div>
  );
}

/** What the bakery approved of a business, and its terms and credit as they stand today. */
export function BusinessFacts({ customer }: { customer: CurrentCustomer }) {
  const { office, credit } = customer;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      <Fact label="Ragione sociale" value={customer.company_name ?? '—'} />
      <Fact label="Partita IVA" value={customer.vat_number ?? '—'} />
      <Fact label="Codice fiscale" value={customer.tax_code ?? '—'} />
      {office && (
        <Fact
          label="Sede legale"
          value={`${office.street}, ${office.postal_code} ${office.city} (${office.province})`}
        />
      )}
      <Fact
        label="Fattura elettronica"
        value={customer.sdi_code ? `Codice SDI ${customer.sdi_code}` : `PEC ${customer.pec ?? '—'}`}
      />
      {credit && (
        <>
          <Fact label="Termini di pagamento del bonifico" value={credit.payment_terms_label} />
          <Fact
            label="Fido"
            value={
              credit.credit_limit > 0
                ? `${formatEuro(credit.credit_limit)}, disponibili ${formatEuro(credit.available_credit)}`
                : 'Nessun fido: bonifico e pagamento alla consegna non disponibili'
            }
          />
        </>
      )}
    </SimpleGrid>
  );
}
