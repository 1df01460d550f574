/** The admin areas: the layout's menu, the dashboard cards and each area's page frame. */
export const adminAreas = [
  {
    key: 'products',
    path: '/admin/products',
    label: 'Prodotti',
    title: 'Gestione prodotti',
    description:
      'Aggiungi e modifica i prodotti del catalogo: prezzi, foto, ingredienti, allergeni e disponibilità.',
  },
  {
    key: 'orders',
    path: '/admin/orders',
    label: 'Ordini',
    title: 'Gestione ordini',
    description: 'Segui gli ordini ricevuti e aggiorna lo stato di preparazione e di spedizione.',
  },
  {
    key: 'invoices',
    path: '/admin/invoices',
    label: 'Fatture',
    title: 'Fatture e SdI',
    description:
      'Le fatture e le note di credito che lo SdI non ha ancora consegnato: carica le ricevute, correggi e rinvia gli scarti.',
  },
  {
    key: 'customers',
    path: '/admin/customers',
    label: 'Clienti',
    title: 'Clienti',
    description: 'L’elenco dei clienti registrati, privati e aziende, con i loro ordini.',
  },
  {
    key: 'business-requests',
    path: '/admin/business-requests',
    label: 'Richieste business',
    title: 'Richieste di account business',
    description:
      'Chi chiede di ordinare come attività: verifica i dati, approva con termini e fido o respingi con una nota.',
  },
  {
    key: 'overdue',
    path: '/admin/overdue',
    label: 'Scaduti',
    title: 'Pagamenti scaduti',
    description:
      'I clienti con bonifici o pagamenti alla consegna oltre la scadenza, dal più esposto.',
  },
  {
    key: 'calendar',
    path: '/admin/calendar',
    label: 'Calendario',
    title: 'Calendario delle consegne',
    description:
      'Le chiusure della Bottega oltre a domeniche e festivi: il negozio e gli ordini fissi le saltano.',
  },
  {
    key: 'newsletter',
    path: '/admin/newsletter',
    label: 'Newsletter',
    title: 'Newsletter',
    description: 'Gli iscritti alla newsletter, con la data del consenso.',
  },
  {
    key: 'blog',
    path: '/admin/blog',
    label: 'Blog',
    title: 'Gestione blog',
    description: 'Scrivi, modifica e pubblica gli articoli del blog.',
  },
  {
    key: 'carousel',
    path: '/admin/carousel',
    label: 'Carosello',
    title: 'Carosello della home',
    description: 'Scegli foto e video de «Le Nostre Creazioni» in home e il loro ordine.',
  },
  {
    key: 'performance',
    path: '/admin/performance',
    label: 'Prestazioni',
    title: 'Prestazioni del negozio',
    description:
      'Quanto sono veloci le pagine per i visitatori che acconsentono alle statistiche: il 75° percentile giorno per giorno.',
  },
  {
    key: 'settings',
    path: '/admin/settings',
    label: 'Impostazioni',
    title: 'Impostazioni del negozio',
    description: 'I dati del negozio e le regole di vendita, come spese di spedizione e contatti.',
  },
  {
    key: 'notifications',
    path: '/admin/notifiche',
    label: 'Notifiche',
    title: 'Notifiche',
    description:
      'Nuovi ordini, richieste business, pagamenti registrati e operazioni non riuscite come notifiche su questo dispositivo, anche a console chiusa.',
  },
  {
    key: 'security',
    path: '/admin/security',
    label: 'Sicurezza',
    title: 'Sicurezza dell’accesso',
    description:
      'Le app di autenticazione con cui entri nella gestione: aggiungine una di scorta o rimuovi quella di un telefono perso.',
  },
] as const;

export type AdminArea = (typeof adminAreas)[number];
export type AdminAreaKey = AdminArea['key'];

/** The area with this key. */
export function adminArea(key: AdminAreaKey): AdminArea {
  const area = adminAreas.find((candidate) => candidate.key === key);
  if (!area) throw new Error(`Unknown admin area: ${key}`);
  return area;
}
