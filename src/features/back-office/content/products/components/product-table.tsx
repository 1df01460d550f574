import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import classes from '@/features/back-office/content/components/admin-content.module.css';
import { stockWarning } from '@/features/back-office/content/products/admin-product-filters';
import { productImages } from '@/features/back-office/content/products/product-form-model';
import { formatEuro } from '@/lib/format';
import { isProductCategory, productCategoryLabels } from '@/domain/catalogue/categories';
import type { ProductRow } from '@/domain/catalogue/product';
import { publicStorageUrl } from '@/lib/storage-url';
import { badgeText } from '@/components/badge-text';

export interface ProductTableProps {
  products: ProductRow[];
  onToggleArchived: (product: ProductRow) => void;
  /** The product whose archive change is being saved. */
  busyId: string | null;
}

/** The catalogue as a table: photo, name, category, price, stock with warnings, state. */
export function ProductTable({ products, onToggleArchived, busyId }: ProductTableProps) {
  return (
    <Table.ScrollContainer minWidth={720} mt="md">
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <span className="bdb-visually-hidden">Foto</span>
            </Table.Th>
            <Table.Th>Prodotto</Table.Th>
            <Table.Th>Categoria</Table.Th>
            <Table.Th ta="right">Prezzo</Table.Th>
            <Table.Th ta="right">Disponibilità</Table.Th>
            <Table.Th>Stato</Table.Th>
            <Table.Th>
              <span className="bdb-visually-hidden">Azioni</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.map((product) => {
            const cover = productImages(product)[0];
            const warning = stockWarning(product.stock_quantity);
            const archived = product.archived_at !== null;
            return (
              <Table.Tr key={product.id}>
                <Table.Td w={64}>
                  {cover ? (
                    <img
                      src={publicStorageUrl(cover)}
                      alt=""
                      width={48}
                      height={48}
                      loading="lazy"
                      className={classes.tableThumb}
                    />
                  ) : (
                    <span className={classes.tableThumb} />
                  )}
                </Table.Td>
                <Table.Td>
                  <Anchor
                    fw={600}
                    renderRoot={(props) => (
                      <Link {...props} to="/admin/products/$id/edit" params={{ id: product.id }} />
                    )}
                  >
                    {product.name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    /products/{product.slug}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {isProductCategory(product.category)
                    ? productCategoryLabels[product.category]
                    : product.category}
                </Table.Td>
                <Table.Td ta="right">{formatEuro(product.price)}</Table.Td>
                <Table.Td ta="right">
                  <Group gap={6} justify="flex-end" wrap="nowrap">
                    {warning && !archived && (
                      <Badge
                        color={warning.level === 'out' ? 'red' : 'orange'}
                        c={warning.level === 'out' ? badgeText.red : badgeText.orange}
                        variant="light"
                        size="sm"
                      >
                        {warning.label}
                      </Badge>
                    )}
                    <span>{product.stock_quantity}</span>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Badge
                    color={archived ? 'gray' : 'green'}
                    c={archived ? badgeText.gray : badgeText.green}
                    variant="light"
                    miw={104}
                  >
                    {archived ? 'Archiviato' : 'In vendita'}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    loading={busyId === product.id}
                    onClick={() => onToggleArchived(product)}
                    aria-label={`${archived ? 'Rimetti in vendita' : 'Archivia'} ${product.name}`}
                  >
                    {archived ? 'Rimetti in vendita' : 'Archivia'}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
