import { PageFrame } from '@/components/page-frame';

export interface AdminEditorPageProps {
  kind: 'product' | 'blog-post';
  /** The id of the record being edited; absent when creating a new one. */
  recordId?: string;
}

const texts = {
  product: {
    create: [
      'Nuovo prodotto',
      'Inserisci nome, descrizione, prezzo, foto, ingredienti, allergeni e disponibilità del nuovo prodotto.',
    ],
    edit: [
      'Modifica prodotto',
      'Aggiorna i dati, il prezzo e la disponibilità di questo prodotto.',
    ],
  },
  'blog-post': {
    create: ['Nuovo articolo', 'Scrivi un nuovo articolo del blog e decidi quando pubblicarlo.'],
    edit: [
      'Modifica articolo',
      'Correggi il testo, le immagini o lo stato di pubblicazione di questo articolo.',
    ],
  },
} as const;

/** The frame of the create and edit forms of products and blog posts. */
export function AdminEditorPage({ kind, recordId }: AdminEditorPageProps) {
  const [title, lead] = texts[kind][recordId === undefined ? 'create' : 'edit'];
  return <PageFrame title={title} lead={lead} />;
}
