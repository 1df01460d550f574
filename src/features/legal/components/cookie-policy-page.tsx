import { Link } from '@tanstack/react-router';
import { ConsentStatus } from '@/features/legal/components/consent-status';
import { LegalDocument, type LegalSection } from '@/features/legal/components/legal-document';
import { LegalTable } from '@/features/legal/components/legal-table';
import { legalTextsUpdatedOn } from '@/features/legal/legal-dates';
import { CONSENT_STORAGE_KEY } from '@/domain/consent/consent-record';
import { CART_STORAGE_KEY } from '@/domain/cart/cart-store';
import {
  CATALOGUE_PICTURES_CACHE_NAME,
  IMAGE_CACHE_NAME,
} from '@/offline/catalogue/image-cache-config';
import {
  OFFLINE_REQUESTED_STORAGE_KEY,
  READINESS_STORAGE_KEY,
} from '@/offline/readiness/readiness-storage-keys';
import { QUERY_CACHE_STORAGE_KEY } from '@/lib/query-persistence';
import { shopInfo } from '@/domain/shop/shop-info';

const sections: readonly LegalSection[] = [
  {
    id: 'cosa-sono',
    title: 'Cookie e strumenti simili',
    content: (
      <p>
        I cookie sono piccoli file che un sito salva nel tuo browser. Strumenti simili sono la
        memoria locale del browser (localStorage e IndexedDB) e la cache di un service worker, che
        permette di aprire il sito anche senza connessione. Questa pagina spiega quali di questi
        strumenti usa il nostro negozio, perché e come puoi gestirli, come previsto dalle Linee
        guida del Garante per la protezione dei dati personali del 10 giugno 2021.
      </p>
    ),
  },
  {
    id: 'strumenti-tecnici',
    title: 'Cosa salviamo sul tuo dispositivo',
    content: (
      <>
        <p>
          Oggi il sito usa <strong>solo strumenti tecnici</strong>, necessari a fornirti il servizio
          che chiedi. Per questi non serve il consenso (art. 122 del Codice privacy, D.Lgs.
          196/2003). I dati restano nel tuo browser e non sono usati per tracciarti.
        </p>
        <LegalTable
          label="Strumenti tecnici usati dal sito"
          columns={['Nome', 'Dove', 'A cosa serve', 'Durata']}
          rows={[
            [
              <code key="name">{CART_STORAGE_KEY}</code>,
              'localStorage',
              'Ricordare i prodotti nel carrello',
              'Finché non svuoti il carrello o cancelli i dati del sito',
            ],
            [
              <code key="name">sb-…-auth-token</code>,
              'localStorage',
              'Mantenere l’accesso al tuo account (solo se accedi)',
              'Fino al logout',
            ],
            [
              <code key="name">{CONSENT_STORAGE_KEY}</code>,
              'localStorage',
              'Ricordare le tue scelte sui cookie, con data e versione di questa policy',
              '6 mesi',
            ],
            [
              <code key="name">{QUERY_CACHE_STORAGE_KEY}</code>,
              'localStorage',
              'Una copia dei dati già caricati, per riaprire le pagine più in fretta',
              'Al massimo 24 ore',
            ],
            [
              <code key="name">bottega-del-bun:cart-removed</code>,
              'localStorage',
              'Ricordare i prodotti tolti dal carrello finché il carrello del tuo account non è aggiornato (solo se accedi)',
              'Fino alla sincronizzazione o al logout',
            ],
            [
              <code key="name">bottega-del-bun:checkout-…</code>,
              'localStorage',
              'Non creare due volte lo stesso ordine se ricarichi la pagina o ripeti il pagamento',
              'Fino alla conferma dell’ordine',
            ],
            [
              <code key="name">bottega-del-bun:visits</code>,
              'localStorage',
              'Contare le visite per proporti l’installazione dell’app al momento giusto, e ricordare se l’hai rifiutata',
              '30 giorni dopo un rifiuto',
            ],
            [
              'Catalogo offline',
              'IndexedDB',
              'Prodotti e immagini, per consultare il catalogo e preparare il carrello senza connessione',
              'Aggiornato a ogni visita online',
            ],
            [
              'I tuoi dati per ordinare offline',
              'IndexedDB',
              'Profilo, dati di fatturazione, indirizzi e ultimi ordini, per ordinare e vedere i tuoi ordini senza connessione (solo se accedi)',
              'Fino al logout',
            ],
            [
              <code key="name">{READINESS_STORAGE_KEY}</code>,
              'localStorage',
              'Ricordare se il dispositivo è pronto per l’uso offline e quando è stato aggiornato',
              'Fino al logout',
            ],
            [
              <code key="name">{OFFLINE_REQUESTED_STORAGE_KEY}</code>,
              'localStorage',
              'Ricordare che hai chiesto di tenere il negozio pronto per l’uso offline su questo dispositivo',
              'Finché non cancelli i dati del sito',
            ],
            [
              'Ordini in attesa',
              'IndexedDB',
              'Gli ordini preparati senza connessione, finché non li inviamo o li annulli',
              'Fino all’invio o all’annullamento',
            ],
            [
              <code key="name">{CATALOGUE_PICTURES_CACHE_NAME}</code>,
              'Cache del service worker',
              'Le foto dei prodotti in vendita, per vederle anche offline',
              'Finché il prodotto è in vendita',
            ],
            [
              <code key="name">{IMAGE_CACHE_NAME}</code>,
              'Cache del service worker',
              'Le altre foto già viste, per rivederle anche offline',
              'Al massimo 200 foto, 30 giorni',
            ],
            [
              <code key="name">workbox-precache-…</code>,
              'Cache del service worker',
              'I file dell’applicazione, per aprire il sito anche offline',
              'Fino al prossimo aggiornamento del sito',
            ],
          ]}
        />
        <p>
          Possono aggiungersi altri indicatori tecnici dello stesso tipo, ad esempio per ricordare
          che hai già chiuso un avviso.
        </p>
      </>
    ),
  },
  {
    id: 'profilazione',
    title: 'Cookie statistici, di marketing e di terze parti',
    content: (
      <>
        <p>
          Non usiamo cookie di profilazione né strumenti di marketing, e nel sito non ci sono
          contenuti di terze parti che installano cookie (mappe, video, pulsanti «mi piace»). Le
          icone dei social network sono semplici link: i social raccolgono dati solo se li apri.
        </p>
        <p>
          Statistiche: solo se acconsenti a questa categoria, il negozio misura quanto velocemente
          si aprono le sue pagine e rispondono ai tuoi tocchi (i tempi di caricamento, di risposta e
          gli spostamenti del contenuto) e invia queste misure al nostro server quando lasci la
          pagina. Non usa cookie e non invia nulla che ti identifichi: solo il tipo di pagina, il
          tipo di schermo e i tempi misurati, che leggono soltanto gli amministratori del negozio.
          Senza il tuo consenso non viene inviato nulla.
        </p>
        <p>
          Se in futuro volessimo usare strumenti di marketing, lo faremo solo dopo il tuo consenso,
          per le categorie che avrai scelto, e aggiorneremo questa pagina chiedendoti di nuovo la
          tua scelta.
        </p>
        <p>
          Quando paghi con carta passi sulla pagina di pagamento di Stripe, che usa propri cookie
          tecnici e antifrode secondo la sua informativa.
        </p>
      </>
    ),
  },
  {
    id: 'consenso',
    title: 'Come gestire le tue scelte',
    content: (
      <>
        <p>
          Alla prima visita ti mostriamo un banner con tre pulsanti equivalenti: «Rifiuta»,
          «Personalizza» e «Accetta». Chiudere il banner con la X equivale a rifiutare: restano
          attivi solo gli strumenti tecnici. Scorrere la pagina o continuare a navigare non vale
          come consenso.
        </p>
        <p>
          Ricordiamo la tua scelta per 6 mesi; poi, o se cambiamo questa policy, te la chiediamo di
          nuovo. Puoi cambiarla quando vuoi da «Preferenze cookie», in fondo a ogni pagina o qui
          sotto.
        </p>
        <p>
          Puoi anche cancellare i dati salvati dal sito dalle impostazioni del tuo browser: il
          carrello si svuoterà, dovrai accedere di nuovo e ti richiederemo la scelta sui cookie.
        </p>
      </>
    ),
  },
  {
    id: 'titolare',
    title: 'Titolare e contatti',
    content: (
      <p>
        Il titolare del trattamento è {shopInfo.legalName}. Per domande scrivi a{' '}
        <a href={`mailto:${shopInfo.email}`}>{shopInfo.email}</a>. Tutte le informazioni sul
        trattamento dei tuoi dati sono nella <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
    ),
  },
];

/** Cookie Policy: what the site really stores on the visitor's device, and the consent controls. */
export function CookiePolicyPage() {
  return (
    <LegalDocument
      title="Cookie Policy"
      lead="Quali cookie e strumenti simili usa il sito, a cosa servono e come puoi cambiare le tue scelte."
      updatedOn={legalTextsUpdatedOn.cookiePolicy}
      sections={sections}
    >
      <ConsentStatus />
    </LegalDocument>
  );
}
