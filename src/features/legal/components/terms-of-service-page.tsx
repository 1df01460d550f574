import { Link } from '@tanstack/react-router';
import { LegalDocument, type LegalSection } from '@/features/legal/components/legal-document';
import { OnlineWalletItems } from '@/features/legal/components/online-wallet-items';
import { legalTextsUpdatedOn } from '@/features/legal/legal-dates';
import { shopAddressLine, shopInfo } from '@/domain/shop/shop-info';

const email = <a href={`mailto:${shopInfo.email}`}>{shopInfo.email}</a>;
const phone = <a href={shopInfo.phoneHref}>{shopInfo.phone}</a>;

const sections: readonly LegalSection[] = [
  {
    id: 'venditore',
    title: 'Venditore',
    content: (
      <p>
        I prodotti sono venduti da {shopInfo.legalName}, sede legale in {shopAddressLine}, Partita
        IVA {shopInfo.vatNumber}, REA {shopInfo.reaNumber}, email {email}, telefono {phone}.
      </p>
    ),
  },
  {
    id: 'ambito',
    title: 'A chi si applicano queste condizioni',
    content: (
      <>
        <p>
          Queste condizioni regolano gli acquisti fatti sul sito da consumatori, cioè persone che
          comprano per scopi estranei alla propria attività professionale, e da clienti business
          (ristoranti, hamburgerie, catering e altre imprese), per i quali valgono anche le regole
          del punto 12. Per ordinare devi essere maggiorenne.
        </p>
        <p>
          Il contratto è concluso in lingua italiana. Ti consigliamo di salvare o stampare queste
          condizioni: la versione che si applica al tuo ordine è quella pubblicata al momento
          dell’invio.
        </p>
      </>
    ),
  },
  {
    id: 'prodotti',
    title: 'Prodotti',
    content: (
      <>
        <p>
          Vendiamo bun per hamburger freschi, prodotti artigianalmente nel nostro laboratorio. Ogni
          scheda prodotto indica ingredienti, allergeni e valori nutrizionali, come richiesto dal
          Regolamento (UE) 1169/2011. Le foto sono illustrative: essendo fatti a mano, i bun possono
          variare leggermente per forma e colore.
        </p>
        <p>
          I bun si conservano 5–7 giorni; si possono congelare fino a 3 mesi e rigenerare in forno a
          180 °C per 2–3 minuti. Le indicazioni precise di conservazione sono riportate su ogni
          confezione.
        </p>
      </>
    ),
  },
  {
    id: 'prezzi',
    title: 'Prezzi e spese di spedizione',
    content: (
      <p>
        I prezzi sono in euro e comprendono l’IVA. Le spese di spedizione sono gratuite per ordini
        superiori a 50 €, altrimenti partono da 7,90 €; il loro importo esatto e gli sconti
        applicabili (ad esempio lo sconto progressivo sui bundle) sono indicati nel carrello prima
        della conferma dell’ordine. Si applicano i prezzi in vigore al momento dell’invio
        dell’ordine.
      </p>
    ),
  },
  {
    id: 'ordini',
    title: 'Ordini e conclusione del contratto',
    content: (
      <>
        <p>
          Per ordinare aggiungi i prodotti al carrello, indica i dati di consegna e di fatturazione
          e scegli il pagamento. Prima di inviare l’ordine puoi rivedere il riepilogo e correggere
          eventuali errori.
        </p>
        <p>
          Il contratto si conclude quando ricevi la nostra email di conferma dell’ordine, che
          riporta prodotti, prezzi, spese di spedizione e un richiamo a queste condizioni. Puoi
          ritrovare i tuoi ordini nella pagina «I miei ordini» del tuo account. Se dopo l’ordine un
          prodotto non fosse disponibile ti avvisiamo subito e ti rimborsiamo senza indebito ritardo
          quanto pagato per quel prodotto.
        </p>
      </>
    ),
  },
  {
    id: 'modifica-annullamento',
    title: 'Modifica e annullamento dell’ordine',
    content: (
      <p>
        Puoi modificare o annullare un ordine entro 2 ore dal suo invio, scrivendo a {email} o
        chiamando il {phone}. In caso di annullamento ti rimborsiamo l’intero importo con lo stesso
        mezzo di pagamento. Trascorse le 2 ore l’ordine entra in produzione e non è più possibile
        modificarlo.
      </p>
    ),
  },
  {
    id: 'pagamenti',
    title: 'Pagamenti',
    content: (
      <>
        <p>Accettiamo:</p>
        <ul>
          <li>carte di credito e di debito, tramite la piattaforma sicura di Stripe;</li>
          <OnlineWalletItems />
          <li>bonifico bancario, per i clienti business;</li>
          <li>contanti o POS alla consegna, nelle zone in cui il corriere offre il servizio.</li>
        </ul>
        <p>
          I dati della carta sono inseriti direttamente sulla pagina di Stripe e non passano dai
          nostri sistemi. Se ne hai bisogno emettiamo fattura; per le aziende la fattura è
          elettronica e ci servono Partita IVA e codice SDI o PEC.
        </p>
      </>
    ),
  },
  {
    id: 'consegna',
    title: 'Consegna',
    content: (
      <>
        <p>
          Consegniamo in tutta Italia con corriere espresso refrigerato, di norma in 1–2 giorni
          lavorativi dalla spedizione, all’indirizzo indicato nell’ordine. In ogni caso consegniamo
          entro 30 giorni dalla conclusione del contratto (art. 61 del Codice del Consumo): se non
          lo facessimo puoi fissarci un termine supplementare e, se questo passa inutilmente,
          risolvere il contratto ed essere rimborsato.
        </p>
        <p>
          Il rischio di perdita o danneggiamento dei prodotti passa a te quando tu, o la persona da
          te indicata, li ricevi (art. 63 del Codice del Consumo). Al momento della consegna
          controlla che il collo sia integro; se è danneggiato accettalo «con riserva» e segnalacelo
          subito, possibilmente con qualche foto.
        </p>
      </>
    ),
  },
  {
    id: 'recesso',
    title: 'Diritto di recesso: esclusione per i beni deperibili',
    content: (
      <>
        <p>
          I nostri bun sono alimenti freschi, che si deteriorano rapidamente. Per questo, ai sensi
          dell’<strong>art. 59, comma 1, lett. d) del Codice del Consumo (D.Lgs. 206/2005)</strong>,
          il diritto di recesso è escluso: dopo la conclusione del contratto non è possibile
          restituire i prodotti e chiederne il rimborso senza indicarne il motivo.
        </p>
        <p>
          Restano fermi la possibilità di annullare l’ordine entro 2 ore dall’invio (punto 6) e i
          tuoi diritti di garanzia se i prodotti arrivano danneggiati o non conformi (punto 10).
        </p>
      </>
    ),
  },
  {
    id: 'garanzia',
    title: 'Garanzia legale di conformità',
    content: (
      <>
        <p>
          Come venditori rispondiamo di ogni difetto di conformità dei prodotti esistente al momento
          della consegna, secondo gli artt. 128 e seguenti del Codice del Consumo. Se i bun arrivano
          danneggiati, diversi da quelli ordinati o deteriorati prima del termine di conservazione
          indicato, hai diritto alla sostituzione oppure, se non è possibile, al rimborso.
        </p>
        <p>
          Segnalaci il problema appena te ne accorgi a {email}, indicando il numero d’ordine e, se
          puoi, allegando qualche foto: ci aiuta a risolvere più in fretta. La garanzia legale è
          gratuita e non dipende da condizioni aggiuntive.
        </p>
      </>
    ),
  },
  {
    id: 'reclami',
    title: 'Assistenza e reclami',
    content: (
      <>
        <p>
          Per domande e reclami scrivi a {email}, chiama il {phone} o inviaci una lettera
          all’indirizzo della sede. Ti rispondiamo per iscritto, di norma entro pochi giorni
          lavorativi.
        </p>
        <p>
          Se un reclamo non trova soluzione con noi, puoi rivolgerti a un organismo di risoluzione
          alternativa delle controversie (ADR) iscritto negli elenchi previsti dagli artt. 141 e
          seguenti del Codice del Consumo, ad esempio quelli delle Camere di commercio; in quel caso
          ti diremo se intendiamo partecipare alla procedura.
        </p>
      </>
    ),
  },
  {
    id: 'clienti-business',
    title: 'Clienti business',
    content: (
      <>
        <p>
          Agli acquisti fatti per la propria attività professionale non si applicano le norme del
          Codice del Consumo riservate ai consumatori. Valgono la garanzia per i vizi della cosa
          venduta prevista dal Codice civile (artt. 1490 e seguenti), con denuncia entro 8 giorni
          dalla scoperta (art. 1495 c.c.), e le condizioni particolari eventualmente concordate per
          iscritto (ad esempio forniture ricorrenti o pagamento con bonifico), che prevalgono su
          queste.
        </p>
        <p>
          Per le controversie con clienti business è competente in via esclusiva il Foro di Torino.
        </p>
      </>
    ),
  },
  {
    id: 'legge-foro',
    title: 'Legge applicabile, foro e risoluzione online delle controversie',
    content: (
      <>
        <p>
          Il contratto è regolato dalla legge italiana. Per le controversie con i consumatori è
          competente il giudice del luogo di residenza o di domicilio del consumatore (art. 66-bis
          del Codice del Consumo).
        </p>
        <p>
          La piattaforma europea per la risoluzione online delle controversie (ODR) prevista dal
          Regolamento (UE) 524/2013 non è più disponibile: il Regolamento (UE) 2024/3228 l’ha
          abrogata e la Commissione europea l’ha chiusa il 20 luglio 2025. Per una soluzione fuori
          dal tribunale restano disponibili gli organismi ADR indicati al punto 11.
        </p>
      </>
    ),
  },
  {
    id: 'modifiche',
    title: 'Modifiche alle condizioni',
    content: (
      <p>
        Possiamo aggiornare queste condizioni: la data dell’ultimo aggiornamento è indicata in alto.
        A ogni ordine si applicano le condizioni in vigore al momento del suo invio. Come trattiamo
        i tuoi dati è spiegato nella <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
    ),
  },
];

/** Condizioni generali di vendita. */
export function TermsOfServicePage() {
  return (
    <LegalDocument
      title="Condizioni generali di vendita"
      lead="Le regole degli acquisti sul nostro negozio online: prezzi, ordini, consegna, pagamenti, garanzia e recesso."
      updatedOn={legalTextsUpdatedOn.termsOfService}
      sections={sections}
    />
  );
}
