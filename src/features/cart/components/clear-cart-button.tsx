import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { useState } from 'react';

/** 'Svuota carrello', asking first: a restaurant's cart can take a while to rebuild. */
export function ClearCartButton({ onConfirm }: { onConfirm: () => void }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        // The subtle variant draws in red 6 (3.2:1 on flour white); red 9 reads at AA.
        c="red.9"
        leftSection={<IconTrash size={18} aria-hidden="true" />}
        onClick={() => setAsking(true)}
      >
        Svuota carrello
      </Button>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title="Svuotare il carrello?"
        centered
        closeButtonProps={{ 'aria-label': 'Chiudi' }}
      >
        <Text>Tutti i prodotti e i bundle verranno tolti dal carrello.</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setAsking(false)} data-autofocus>
            Annulla
          </Button>
          <Button
            color="red.9"
            onClick={() => {
              setAsking(false);
              onConfirm();
            }}
          >
            Svuota
          </Button>
        </Group>
      </Modal>
    </>
  );
}
