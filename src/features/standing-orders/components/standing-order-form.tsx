import {
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Radio,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import type { Product } from '@/lib/products/product';
import type { SavedAddress } from '@/lib/customer/customer-queries';
import type {
  StandingOrder,
  StandingPaymentMethod,
} from '@/features/standing-orders/api/standing-order-api';
import type { StandingOrderActions } from '@/features/standing-orders/components/use-standing-order-actions';
import {
  deliveryWeekdays,
  firstStartDay,
  linesFromPlan,
  maxPacksPerLine,
  planFromLines,
  weekdayName,
  withQuantity,
} from '@/features/standing-orders/standing-order-plan';
import classes from '@/features/standing-orders/components/standing-order.module.css';

interface Props {
  existing: StandingOrder | null;
  products: Product[];
  addresses: SavedAddress[];
  save: StandingOrderActions['save'];
}

/** Which buns, how many packs on which weekday, where, how paid, from when. */
export function StandingOrderForm({ existing, products, addresses, save }: Props) {
  const [plan, setPlan] = useState(() => planFromLines(existing?.lines ?? []));
  const [addressId, setAddressId] = useState(existing?.order.address_id ?? addresses[0]?.id ?? '');
  const [payment, setPayment] = useState<StandingPaymentMethod>(
    existing?.order.payment_method === 'cash_on_delivery' ? 'cash_on_delivery' : 'bank_transfer',
  );
  const earliest = firstStartDay();
  const [startsOn, setStartsOn] = useState(
    existing && existing.order.starts_on > earliest ? existing.order.starts_on : earliest,
  );
  const lines = linesFromPlan(plan);

  if (addresses.length === 0) {
    return (
      <Text mt="md">
        Per un ordine fisso serve un indirizzo di consegna salvato: aggiungilo nel tuo profilo.
      </Text>
    );
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ lines, address_id: addressId, payment_method: payment, starts_on: startsOn });
      }}
    >
      <Stack gap="md">
        <div className={classes.gridScroll}>
          <Table className={classes.grid} aria-label="Confezioni per giorno della settimana">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Prodotto</Table.Th>
                {deliveryWeekdays.map((weekday) => (
                  <Table.Th scope="col" key={weekday}>
                    {weekdayName(weekday)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {products.map((product) => (
                <Table.Tr key={product.id}>
                  <Table.Th scope="row">{product.name}</Table.Th>
                  {deliveryWeekdays.map((weekday) => (
                    <Table.Td key={weekday}>
                      <NumberInput
                        aria-label={`${product.name}, ${weekdayName(weekday).toLowerCase()}`}
                        min={0}
                        max={maxPacksPerLine}
                        allowDecimal={false}
                        allowNegative={false}
                        hideControls
                        value={plan[weekday]?.[product.id] ?? ''}
                        onChange={(value) =>
                          setPlan((current) =>
                            withQuantity(current, weekday, product.id, Number(value) || 0),
                          )
                        }
                        className={classes.packs}
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
        <Text size="sm" c="dimmed">
          Confezioni da consegnare ogni settimana; lascia vuoto un giorno per non ricevere nulla.
        </Text>
        <NativeSelect
          label="Indirizzo di consegna"
          value={addressId}
          onChange={(event) => setAddressId(event.currentTarget.value)}
          data={addresses.map((address) => ({
            value: address.id,
            label: `${address.label} · ${address.street}, ${address.city}`,
          }))}
        />
        <Radio.Group
          label="Pagamento"
          value={payment}
          onChange={(value) => setPayment(value as StandingPaymentMethod)}
        >
          <Group mt="xs">
            <Radio value="bank_transfer" label="Bonifico bancario" />
            <Radio value="cash_on_delivery" label="Pagamento alla consegna" />
          </Group>
        </Radio.Group>
        <TextInput
          type="date"
          label="Prima consegna dal"
          min={earliest}
          value={startsOn}
          onChange={(event) => setStartsOn(event.currentTarget.value)}
          className={classes.startDate}
        />
        <Group>
          <Button type="submit" loading={save.isPending} disabled={lines.length === 0}>
            {existing ? 'Salva le modifiche' : 'Crea l’ordine fisso'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
