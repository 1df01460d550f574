import { Link } from '@tanstack/react-router';
import classes from '@/features/content/components/business-page.module.css';

/** The three steps from sign-up to the first invoiced order. */
export function BusinessSteps() {
  return (
    <ol className={classes.steps}>
      <li className={classes.step}>
        <span className={classes.stepNumber} aria-hidden="true">
          1
        </span>
        <div>
          <h3 className={classes.cardTitle}>Registrati</h3>
          <p className={classes.cardText}>
            <Link to="/register">Crea un account</Link> con l’e-mail del locale e conferma
            l’indirizzo dal messaggio che ti inviamo.
          </p>
        </div>
      </li>
      <li className={classes.step}>
        <span className={classes.stepNumber} aria-hidden="true">
          2
        </span>
        <div>
          <h3 className={classes.cardTitle}>Inserisci i dati dell’attività</h3>
          <p className={classes.cardText}>
            Nel <Link to="/profile">tuo profilo</Link> scegli «Azienda» e indica ragione sociale,
            Partita IVA e codice SDI o PEC, più gli indirizzi di consegna.
          </p>
        </div>
      </li>
      <li className={classes.step}>
        <span className={classes.stepNumber} aria-hidden="true">
          3
        </span>
        <div>
          <h3 className={classes.cardTitle}>Ordina</h3>
          <p className={classes.cardText}>
            Da quel momento ogni ordine riceve la fattura elettronica e puoi pagare anche con
            bonifico. Per volumi importanti <Link to="/contact">scrivici</Link>.
          </p>
        </div>
      </li>
    </ol>
  );
}
