import { Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatEuro } from '@/lib/format';
import classes from '@/components/orders/order-view.module.css';
import { shopSettingsQueryOptions } from '@/domain/shop/shop-settings';

/** 'IT60 X054 2811 …': an IBAN in groups of four, as it is read out and copied. */
function ibanInGroups(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** The shop's bank details and the reference to write on a bank transfer (from settings). */
export function BankTransferDetails({
  orderNumber,
  total,
}: {
  orderNumber: string;
  total: number;
}) {
  const settings = useQuery(shopSettingsQueryOptions());
  const shop = settings.data;
  return (
    <section
      className={classes.bank}
      aria-labelledby="bank-transfer-title"
      data-testid="bank-details"
    >
      <Title order={2} size="h4" id="bank-transfer-title">
        Dati per il bonifico
      </Title>
      {shop?.iban ? (
        <dl className={classes.facts}>
          <div>
            <dt>Intestatario</dt>
            <dd>{shop.bank_account_holder ?? shop.company_name}</dd>
          </div>
          <div>
            <dt>IBAN</dt>
            <dd>{ibanInGroups(shop.iban)}</dd>
          </div>
          {shop.bank_name && (
            <div>
              <dt>Banca</dt>
              <dd>{shop.bank_name}</dd>
            </div>
          )}
          <div>
            <dt>Importo</dt>
            <dd>{formatEuro(total)}</dd>
          </div>
          <div>
            <dt>Causale</dt>
            <dd>Ordine {orderNumber}</dd>
          </div>
        </dl>
      ) : (
        <Text>Le coordinate bancarie sono nell’e-mail di conferma dell’ordine.</Text>
      )}
      <Text size="sm" mt="sm">
        Indica il numero d’ordine nella causale: il pagamento risulta «in attesa» finché il bonifico
        non arriva.
      </Text>
    </section>
  );
}
