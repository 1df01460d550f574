import { Link } from '@tanstack/react-router';
import { LegalDocument, type LegalSection } from '@/features/legal/components/legal-document';
import { LegalTable } from '@/features/legal/components/legal-table';
import { legalTextsUpdatedOn } from '@/features/legal/legal-dates';
import { shopAddressLine, shopInfo } from '@/domain/shop/shop-info';

const email = <a href={`mailto:${shopInfo.email}`}>{shopInfo.email}</a>;

const sections: readonly LegalSection[] = [
  {
    id: 'titolare',
    title: 'Titolare del trattamento',
    content: (
      <>
        <p>
          Il titolare del trattamento dei tuoi dati personali è {shopInfo.legalName}, con sede
          legale in {shopAddressLine}, Partita IVA {shopInfo.vatNumber}, REA {shopInfo.reaNumber}.
        </p>
        <p>
          Puoi contattarci per qualsiasi domanda sulla privacy scrivendo a {email} oppure chiamando
          il <a href={shopInfo.phoneHref}>{shopInfo.phone}</a>. Non abbiamo nominato un responsabile
          della protezione dei dati (DPO), perché la nostra attività non rientra nei casi in cui è
          obbligatorio (art. 37 GDPR).
        </p>
      </>
    ),
  },
  {
    id: 'dati-trattati',
    title: 'Quali dati trattiamo',
    content: (
      <>
        <p>Trattiamo solo i dati che servono alle finalità descritte al punto 3:</p>
        <ul>
          <li>
            <strong>Dati dell’account</strong>: nome, indirizzo email e password. La password è
            conservata solo in forma cifrata (hash): nemmeno noi possiamo leggerla.
          </li>
          <li>
            <strong>Dati degli ordini</strong>: prodotti acquistati, importi, indirizzo di consegna,
            numero di telefono per il corriere, eventuali note e lo stato della consegna.
          </li>
          <li>
            <strong>Dati di fatturazione</strong>: per le aziende, ragione sociale, Partita IVA,
            codice SDI o indirizzo PEC.
          </li>
          <li>
            <strong>Dati di pagamento</strong>: i pagamenti con carta sono gestiti da Stripe. Noi
            non vediamo né conserviamo il numero completo della tua carta; riceviamo solo l’esito
            del pagamento e pochi dati di riscontro (ad esempio il tipo di carta e le ultime cifre).
          </li>
          <li>
            <strong>Iscrizione alla newsletter</strong>: indirizzo email e registrazione del
            consenso.
          </li>
          <li>
            <strong>Messaggi</strong>: quello che ci scrivi per email, per telefono o tramite il
            sito.
          </li>
          <li>
            <strong>Dati tecnici</strong>: indirizzo IP e registri tecnici generati dai server
            quando usi il sito, e i dati salvati nel tuo browser descritti nella{' '}
            <Link to="/cookie-policy">Cookie Policy</Link>.
          </li>
        </ul>
        <p>
          <strong>Dati che non ci dai tu (art. 14 GDPR)</strong>: se indichi come destinatario di
          una consegna un’altra persona, o un referente della tua azienda, ne trattiamo nome,
          indirizzo e telefono solo per consegnare l’ordine; ti chiediamo di informarla. Stripe e il
          corriere ci comunicano rispettivamente l’esito del pagamento e lo stato della spedizione.
        </p>
      </>
    ),
  },
  {
    id: 'finalita',
    title: 'Perché trattiamo i dati e su quale base giuridica',
    content: (
      <>
        <LegalTable
          label="Finalità e basi giuridiche"
          columns={['Finalità', 'Base giuridica']}
          rows={[
            [
              'Ricevere, preparare, consegnare e assisterti sugli ordini',
              'Esecuzione del contratto di vendita (art. 6.1.b GDPR)',
            ],
            [
              'Creare e gestire il tuo account cliente',
              'Esecuzione di un contratto su tua richiesta (art. 6.1.b GDPR)',
            ],
            [
              'Inviarti la newsletter con novità, ricette e offerte',
              'Il tuo consenso (art. 6.1.a GDPR), che puoi revocare in ogni momento',
            ],
            [
              'Emettere fatture e tenere la contabilità',
              'Obblighi di legge fiscali e contabili (art. 6.1.c GDPR)',
            ],
            [
              'Proteggere il sito e i pagamenti da abusi e frodi, difendere i nostri diritti',
              'Nostro legittimo interesse (art. 6.1.f GDPR)',
            ],
          ]}
        />
        <p>
          Fornire i dati necessari all’ordine è indispensabile per acquistare: senza non possiamo
          consegnare né fatturare. L’iscrizione alla newsletter è facoltativa e non influisce sugli
          acquisti. Non svolgiamo profilazione e non prendiamo decisioni basate unicamente su
          trattamenti automatizzati che ti riguardano.
        </p>
      </>
    ),
  },
  {
    id: 'conservazione',
    title: 'Per quanto tempo conserviamo i dati',
    content: (
      <ul>
        <li>
          <strong>Fatture, ordini e documenti contabili</strong>: 10 anni, come prevedono le norme
          fiscali e civilistiche (art. 2220 del Codice civile).
        </li>
        <li>
          <strong>Account</strong>: finché lo mantieni attivo; quando ci chiedi di chiuderlo
          cancelliamo i dati che non dobbiamo conservare per legge.
        </li>
        <li>
          <strong>Newsletter</strong>: finché non revochi il consenso, con il link presente in ogni
          email o scrivendoci.
        </li>
        <li>
          <strong>Messaggi e richieste di assistenza</strong>: il tempo necessario a gestirli; se
          riguardano un ordine, insieme ai dati di quell’ordine.
        </li>
        <li>
          <strong>Registri tecnici</strong>: per il periodo limitato necessario alla sicurezza del
          servizio, salvo che servano ad accertare un abuso.
        </li>
      </ul>
    ),
  },
  {
    id: 'destinatari',
    title: 'A chi comunichiamo i dati',
    content: (
      <>
        <p>
          I dati sono trattati dal nostro personale autorizzato e dai fornitori che ci aiutano a
          gestire il negozio, nominati responsabili del trattamento (art. 28 GDPR):
        </p>
        <ul>
          <li>
            <strong>Supabase Inc.</strong>: hosting del database, gestione degli accessi all’account
            e archiviazione dei file del sito;
          </li>
          <li>
            <strong>Stripe</strong> (Stripe Payments Europe Ltd. e società del gruppo): elaborazione
            dei pagamenti con carta. Per i propri obblighi di legge, come la prevenzione delle frodi
            e l’antiriciclaggio, Stripe agisce come titolare autonomo;
          </li>
          <li>
            <strong>il corriere espresso refrigerato</strong> che effettua la consegna, che riceve
            nome, indirizzo e telefono del destinatario;
          </li>
          <li>
            il fornitore del servizio di invio delle email (conferme d’ordine, recupero password,
            newsletter).
          </li>
        </ul>
        <p>
          Comunichiamo inoltre i dati, quando serve, al nostro consulente fiscale, alle banche e
          alle autorità pubbliche che li richiedano per legge. Non vendiamo i tuoi dati e non li
          cediamo a terzi per il loro marketing. L’elenco aggiornato dei responsabili è disponibile
          su richiesta.
        </p>
      </>
    ),
  },
  {
    id: 'trasferimenti',
    title: 'Trasferimenti fuori dall’Unione europea',
    content: (
      <p>
        Alcuni fornitori, come Supabase e Stripe, appartengono a gruppi con sede negli Stati Uniti e
        possono trattare dati fuori dallo Spazio economico europeo. In questi casi il trasferimento
        avviene sulla base della decisione di adeguatezza della Commissione europea sull’EU-U.S.
        Data Privacy Framework, per i fornitori certificati, oppure delle clausole contrattuali
        standard approvate dalla Commissione (art. 46 GDPR). Puoi chiederci una copia delle garanzie
        adottate scrivendo a {email}.
      </p>
    ),
  },
  {
    id: 'diritti',
    title: 'I tuoi diritti',
    content: (
      <>
        <p>In ogni momento puoi chiederci, gratuitamente:</p>
        <ul>
          <li>l’accesso ai tuoi dati e una copia (art. 15 GDPR);</li>
          <li>la rettifica dei dati inesatti o incompleti (art. 16);</li>
          <li>la cancellazione dei dati, quando non dobbiamo più conservarli (art. 17);</li>
          <li>la limitazione del trattamento (art. 18);</li>
          <li>
            la portabilità dei dati che ci hai fornito, in un formato di uso comune (art. 20);
          </li>
          <li>
            di opporti al trattamento basato sul nostro legittimo interesse, e in qualsiasi caso
            all’invio di comunicazioni promozionali (art. 21);
          </li>
          <li>
            di non essere sottoposto a decisioni basate unicamente su trattamenti automatizzati
            (art. 22).
          </li>
        </ul>
        <p>
          Puoi revocare il consenso alla newsletter quando vuoi, senza conseguenze sulla liceità del
          trattamento fatto prima della revoca (art. 7.3). Comunichiamo rettifiche, cancellazioni e
          limitazioni ai destinatari dei dati (art. 19).
        </p>
        <p>
          Per esercitare i tuoi diritti scrivi a {email}. Ti rispondiamo entro un mese; nei casi più
          complessi il termine può essere prorogato di due mesi e in tal caso ti avvisiamo (art.
          12).
        </p>
      </>
    ),
  },
  {
    id: 'reclamo',
    title: 'Reclamo al Garante',
    content: (
      <p>
        Se ritieni che il trattamento dei tuoi dati violi il GDPR puoi proporre reclamo al Garante
        per la protezione dei dati personali, Piazza Venezia 11, 00187 Roma, sito{' '}
        <a href="https://www.garanteprivacy.it" target="_blank" rel="noopener noreferrer">
          www.garanteprivacy.it
        </a>{' '}
        (art. 77 GDPR), oppure all’autorità di controllo del Paese dell’Unione in cui vivi o lavori.
      </p>
    ),
  },
  {
    id: 'sicurezza',
    title: 'Sicurezza e minori',
    content: (
      <p>
        Il sito usa solo connessioni cifrate (HTTPS), l’accesso ai dati è limitato alle persone che
        ne hanno bisogno e le password sono conservate cifrate. Per creare un account e ordinare
        devi essere maggiorenne.
      </p>
    ),
  },
  {
    id: 'modifiche',
    title: 'Modifiche a questa informativa',
    content: (
      <p>
        Aggiorniamo questa informativa quando cambiano i nostri trattamenti o le norme: la data
        dell’ultimo aggiornamento è indicata in alto. Se le modifiche sono rilevanti te le
        segnaliamo sul sito o per email.
      </p>
    ),
  },
];

/** Informativa privacy (artt. 13–14 GDPR). */
export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      lead="Come trattiamo i tuoi dati personali quando visiti il sito, crei un account, ordini o ti iscrivi alla newsletter (artt. 13 e 14 del Regolamento UE 2016/679, GDPR)."
      updatedOn={legalTextsUpdatedOn.privacyPolicy}
      sections={sections}
    />
  );
}
