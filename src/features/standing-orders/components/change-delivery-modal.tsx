import { Button, Group, Modal, NumberInput, Stack } from '@mantine/core';
import { useState } from 'react';
import type { Product } from '@/domain/catalogue/product';
import { formatLongDate } from '@/lib/format';
import type { StandingDelivery } from '@/features/standing-orders/api/standing-order-api';
import type { StandingOrderActions } from '@/features/standing-orders/components/use-standing-order-actions';
import { maxPacksPerLine } from '@/features/standing-orders/standing-order-plan';

interface Props {
  delivery: StandingDelivery;
  products: Product[];
  change: StandingOrderActions['change'];
  onClose: () => void;
}

/** Other quantities for this delivery only; the other days keep the usual ones. */
export function ChangeDeliveryModal({ delivery, products, change, onClose }: Props) {
  const [packs, setPacks] = useState<Record<string, number>>(() =>
    Object.fromEntries(delivery.lines.map((line) => [line.product_id, line.quantity])),
  );
  const lines = Object.entries(packs)
    .filter(([, quantity]) => quantity > 0)
    .map(([productId, quantity]) => ({ product_id: productId, quantity }));
  const day = formatLongDate(delivery.delivery_date);

  return (
    <Modal opened onClose={onClose} title={`Quantità per ${day}`} size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate({ date: delivery.delivery_date, lines }, { onSuccess: onClose });
        }}
      >
        <Stack>
          {products.map((product) => (
            <NumberInput
              key={product.id}
              label={product.name}
              min={0}
              max={maxPacksPerLine}
              allowDecimal={false}
              allowNegative={false}
              value={packs[product.id] ?? ''}
              onChange={(value) =>
                setPacks((current) => ({ ...current, [product.id]: Number(value) || 0 }))
              }
            />
          ))}
          <Group justify="space-between">
            {delivery.changed && (
              <Button
                variant="subtle"
                onClick={() =>
                  change.mutate(
                    { date: delivery.delivery_date, lines: null },
                    { onSuccess: onClose },
                  )
                }
              >
                Torna alle quantità abituali
              </Button>
            )}
            <Button type="submit" loading={change.isPending} disabled={lines.length === 0}>
              Salva per questa consegna
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
