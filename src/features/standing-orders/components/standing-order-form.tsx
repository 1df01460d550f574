import { Alert, Button, Group, NativeSelect, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { QuantityStepper } from '@/components/quantity-stepper';
import type { SavedAddress } from '@/domain/customer/customer-queries';
import { formatEuro } from '@/lib/format';
import { customerPrice, type PriceList } from '@/domain/pricing/price-list';
import type { Product } from '@/domain/catalogue/product';
import type {
  StandingOrder,
  StandingPaymentMethod,
} from '@/features/standing-orders/api/standing-order-api';
import type { StandingOrderActions } from '@/features/standing-orders/components/use-standing-order-actions';
import { WeekDayPicker } from '@/features/standing-orders/components/week-day-picker';
import {
  type DeliveryWeekday,
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
  /** ISO weekdays the business cannot receive (decision 015): not offered. */
  closedWeekdays: readonly number[];
  /** A team member's limit per order: a day above it is refused by the server, said here. */
  purchaseLimit: number | null;
  priceList: PriceList;
}

/**
 * Which buns, how many packs on which weekday, where, how paid, from when. One day at a time,
 * with the quick-order sheet's steppers: it fits a kitchen tablet (1024×768) either way up.
 */
export function StandingOrderForm({
  existing,
  products,
  addresses,
  save,
  closedWeekdays,
  purchaseLimit,
  priceList,
}: Props) {
  const [plan, setPlan] = useState(() => planFromLines(existing?.lines ?? []));
  const openDays = deliveryWeekdays.filter((weekday) => !closedWeekdays.includes(weekday));
  const [day, setDay] = useState<DeliveryWeekday>(openDays[0] ?? 1);
  const [addressId, setAddressId] = useState(existing?.order.address_id ?? addresses[0]?.id ?? '');
  const [payment, setPayment] = useState<StandingPaymentMethod>(
    existing?.order.payment_method === 'cash_on_delivery' ? 'cash_on_delivery' : 'bank_transfer',
  );
  const earliest = firstStartDay();
  const [startsOn, setStartsOn] = useState(
    existing && existing.order.starts_on > earliest ? existing.order.starts_on : earliest,
  );
  const lines = linesFromPlan(plan);
  const closedWithPacks = closedWeekdays.filter((weekday) =>
    lines.some((line) => line.weekday === weekday),
  ) as DeliveryWeekday[];
  // The day's goods at the customer's prices (before tiers: a guide, the server prices it).
  const dayCents = Object.entries(plan[day] ?? {}).reduce((sum, [productId, packs]) => {
    const product = products.find((each) => each.id === productId);
    return product
      ? sum + Math.round(customerPrice(priceList, productId, product.price) * 100) * packs
      : sum;
  }, 0);
  const aboveLimit = purchaseLimit !== null && dayCents > Math.round(purchaseLimit * 100);

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
        <WeekDayPicker plan={plan} value={day} onChange={setDay} closedWeekdays={closedWeekdays} />
        {closedWithPacks.map((weekday) => (
          <Alert key={weekday} color="orange" variant="light">
            <Group justify="space-between" gap="xs">
              <Text size="sm">
                Il tuo locale è chiuso di {weekdayName(weekday).toLowerCase()}: queste confezioni
                non possono essere consegnate.
              </Text>
              <Button
                size="compact-sm"
                variant="light"
                onClick={() => setPlan((current) => ({ ...current, [weekday]: {} }))}
              >
                Togli il {weekdayName(weekday).toLowerCase()}
              </Button>
            </Group>
          </Alert>
        ))}
        <ul
          className={classes.dayProducts}
          aria-label={`Confezioni di ${weekdayName(day).toLowerCase()}`}
        >
          {products.map((product) => (
            <li key={product.id} className={classes.dayProduct}>
              <div>
                <Text fw={600}>{product.name}</Text>
                <Text size="sm" c="dimmed">
                  {formatEuro(customerPrice(priceList, product.id, product.price))} a confezione
                </Text>
              </div>
              <QuantityStepper
                itemName={`${product.name}, ${weekdayName(day).toLowerCase()}`}
                min={0}
                max={maxPacksPerLine}
                value={plan[day]?.[product.id] ?? 0}
                onChange={(packs) =>
                  setPlan((current) => withQuantity(current, day, product.id, packs))
                }
              />
            </li>
          ))}
        </ul>
        <Text size="sm" c={aboveLimit ? 'red.8' : 'dimmed'} role={aboveLimit ? 'alert' : undefined}>
          {weekdayName(day)}: {formatEuro(dayCents / 100)} di prodotti
          {aboveLimit && purchaseLimit !== null
            ? `, sopra il tuo limite di ${formatEuro(purchaseLimit)} per ordine: chiedi al titolare di impostarlo.`
            : '. Lascia tutto a zero per non ricevere nulla quel giorno.'}
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
          <Button
            type="submit"
            size="md"
            loading={save.isPending}
            disabled={lines.length === 0 || closedWithPacks.length > 0}
          >
            {existing ? 'Salva le modifiche' : 'Crea l’ordine fisso'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
