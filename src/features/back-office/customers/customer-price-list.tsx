import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  fetchCustomerPriceList,
  saveCustomerPriceList,
} from '@/features/back-office/api/price-list-api';
import {
  formFromRows,
  type PriceListForm,
  type PriceMode,
  payloadFromForm,
} from '@/features/back-office/customers/price-list-form';
import { ApiError } from '@/lib/api-error';
import { formatEuro } from '@/lib/format';
import type { Product } from '@/domain/catalogue/product';
import { productListQueryOptions } from '@/domain/catalogue/product-queries';
import { cacheGroups } from '@/lib/query-cache-groups';
import { getSupabase } from '@/lib/supabase';

const priceListKey = (customerId: string) => ['admin', 'price-list', customerId] as const;

const modeLabels: { value: PriceMode; label: string }[] = [
  { value: 'list', label: 'Listino' },
  { value: 'price', label: 'Prezzo' },
  { value: 'percent', label: 'Sconto %' },
];

/** The customer page's "Listino prezzi" (decision 012): per product price or %, and tiers. */
export function CustomerPriceList({ customerId }: { customerId: string }) {
  const rows = useQuery({
    ...cacheGroups.admin,
    queryKey: priceListKey(customerId),
    queryFn: async () => fetchCustomerPriceList(await getSupabase(), customerId),
  });
  const products = useQuery(productListQueryOptions());
  if (!rows.data || !products.data) return null;
  return (
    <PriceListEditor
      customerId={customerId}
      initial={formFromRows(rows.data)}
      products={products.data}
    />
  );
}

function PriceListEditor({
  customerId,
  initial,
  products,
}: {
  customerId: string;
  initial: PriceListForm;
  products: readonly Product[];
}) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: async () => {
      const names = new Map(products.map((product) => [product.id, product.name]));
      const checked = payloadFromForm(form, names);
      if ('error' in checked) throw new Error(checked.error);
      await saveCustomerPriceList(await getSupabase(), customerId, checked.payload);
    },
    onSuccess: async () => {
      setError(null);
      notifications.show({ message: 'Listino prezzi salvato.', color: 'teal' });
      await queryClient.invalidateQueries({ queryKey: priceListKey(customerId) });
    },
    onError: (failure) =>
      setError(
        failure instanceof ApiError
          ? (failure.hint ?? 'Il listino non è stato salvato: riprova.')
          : failure.message,
      ),
  });

  const setProduct = (productId: string, mode: PriceMode, value: number | '') =>
    setForm((current) => {
      const next = { ...current.products };
      if (mode === 'list') delete next[productId];
      else next[productId] = { mode, value };
      return { ...current, products: next };
    });
  const setTier = (index: number, field: 'minPacks' | 'percentOff', value: number | '') =>
    setForm((current) => ({
      ...current,
      tiers: current.tiers.map((tier, at) => (at === index ? { ...tier, [field]: value } : tier)),
    }));

  return (
    <Paper withBorder radius="md" p="md" mt="lg" data-testid="customer-price-list">
      <Title order={2} size="h4" mb="xs">
        Listino prezzi
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Prezzi a confezione solo per questo cliente: un prezzo fisso o uno sconto sul prezzo di
        listino. Le fasce di quantità valgono per ogni prodotto, contando le confezioni di quel
        prodotto nello stesso ordine.
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Prodotto</Table.Th>
              <Table.Th>Listino</Table.Th>
              <Table.Th>Regola</Table.Th>
              <Table.Th>Valore</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {products.map((product) => {
              const field = form.products[product.id] ?? { mode: 'list' as const, value: '' };
              return (
                <Table.Tr key={product.id}>
                  <Table.Td>{product.name}</Table.Td>
                  <Table.Td>{formatEuro(product.price)}</Table.Td>
                  <Table.Td>
                    <SegmentedControl
                      size="xs"
                      aria-label={`Regola di prezzo per ${product.name}`}
                      data={modeLabels}
                      value={field.mode}
                      onChange={(mode) => setProduct(product.id, mode as PriceMode, '')}
                    />
                  </Table.Td>
                  <Table.Td>
                    {field.mode !== 'list' && (
                      <NumberInput
                        size="xs"
                        w={120}
                        aria-label={
                          field.mode === 'price'
                            ? `Prezzo a confezione per ${product.name} in euro`
                            : `Sconto per ${product.name} in percentuale`
                        }
                        suffix={field.mode === 'price' ? ' €' : ' %'}
                        decimalSeparator=","
                        decimalScale={field.mode === 'price' ? 2 : 0}
                        min={field.mode === 'price' ? 0.01 : 1}
                        max={field.mode === 'price' ? 10000 : 90}
                        value={field.value}
                        onChange={(value) =>
                          setProduct(product.id, field.mode, typeof value === 'number' ? value : '')
                        }
                      />
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Title order={3} size="h5" mt="md" mb="xs">
        Sconti per quantità
      </Title>
      <Stack gap="xs">
        {form.tiers.length === 0 && (
          <Text size="sm" c="dimmed">
            Nessuna fascia: aggiungine una, per esempio da 20 confezioni −5%.
          </Text>
        )}
        {form.tiers.map((tier, index) => (
          <Group key={index} gap="xs" align="flex-end">
            <NumberInput
              size="xs"
              w={150}
              label="Da confezioni"
              min={2}
              max={500}
              allowDecimal={false}
              value={tier.minPacks}
              onChange={(value) =>
                setTier(index, 'minPacks', typeof value === 'number' ? value : '')
              }
            />
            <NumberInput
              size="xs"
              w={120}
              label="Sconto"
              suffix=" %"
              min={1}
              max={90}
              allowDecimal={false}
              value={tier.percentOff}
              onChange={(value) =>
                setTier(index, 'percentOff', typeof value === 'number' ? value : '')
              }
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Togli la fascia ${index + 1}`}
              onClick={() =>
                setForm((current) => ({
                  ...current,
                  tiers: current.tiers.filter((_, at) => at !== index),
                }))
              }
            >
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            size="xs"
            onClick={() =>
              setForm((current) => ({
                ...current,
                tiers: [...current.tiers, { minPacks: '', percentOff: '' }],
              }))
            }
          >
            Aggiungi una fascia
          </Button>
        </Group>
      </Stack>
      {error && (
        <Alert color="red" mt="sm" role="alert">
          {error}
        </Alert>
      )}
      <Group mt="md">
        <Button onClick={() => save.mutate()} loading={save.isPending}>
          Salva listino
        </Button>
      </Group>
    </Paper>
  );
}
