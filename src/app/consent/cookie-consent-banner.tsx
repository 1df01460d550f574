import { Button, CloseButton, Switch } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { type ConsentRecord } from '@/lib/consent/consent-record';
import { consentStore } from '@/lib/consent/consent-store';
import classes from '@/app/consent/cookie-consent-banner.module.css';

/**
 * The cookie banner, following the Garante's guidelines of 10 June 2021: nothing optional
 * runs before a choice; 'Rifiuta', 'Personalizza' and 'Accetta' look the same; the X closes
 * it without consent (and that is recorded); scrolling or browsing on is not consent. It sits
 * at the bottom as a labelled region and never blocks reading the page.
 */
export function CookieConsentBanner({ record }: { record: ConsentRecord | null }) {
  const titleId = useId();
  const regionRef = useRef<HTMLElement>(null);
  const reopened = record !== null;
  const [customizing, setCustomizing] = useState(reopened);
  const [statistics, setStatistics] = useState(record?.categories.statistics ?? false);
  const [marketing, setMarketing] = useState(record?.categories.marketing ?? false);

  useEffect(() => {
    // Reopened on purpose from the footer: take the keyboard user straight to it.
    if (reopened) regionRef.current?.focus();
  }, [reopened]);

  return (
    <section
      ref={regionRef}
      className={classes.banner}
      role="region"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <div className={classes.inner}>
        <div className={classes.header}>
          <h2 id={titleId} className={classes.title}>
            La tua privacy, le tue scelte
          </h2>
          <CloseButton
            size="lg"
            aria-label="Chiudi: continua senza accettare"
            onClick={() => consentStore.decide('dismissed')}
          />
        </div>
        <p className={classes.text}>
          Usiamo solo strumenti tecnici necessari al negozio, come il carrello. Cookie statistici o
          di marketing solo con il tuo consenso: oggi non ne usiamo.{' '}
          <Link to="/cookie-policy" className={classes.policyLink}>
            Cookie Policy
          </Link>
        </p>

        {customizing && (
          <fieldset className={classes.categories}>
            <legend className={classes.legend}>Scegli le categorie</legend>
            <Switch
              checked
              disabled
              label="Necessari (sempre attivi)"
              description="Carrello, accesso, catalogo offline e questa scelta."
            />
            <Switch
              checked={statistics}
              onChange={(event) => setStatistics(event.currentTarget.checked)}
              label="Statistiche"
              description="Misurare in forma aggregata come viene usato il sito."
            />
            <Switch
              checked={marketing}
              onChange={(event) => setMarketing(event.currentTarget.checked)}
              label="Marketing"
              description="Mostrarti offerte in linea con i tuoi interessi."
            />
          </fieldset>
        )}

        {/* Same component, variant and width for all three: equal prominence. */}
        <div className={classes.actions}>
          <Button onClick={() => consentStore.decide('rejected-all')}>Rifiuta</Button>
          {customizing ? (
            <Button onClick={() => consentStore.customize({ statistics, marketing })}>
              Salva preferenze
            </Button>
          ) : (
            <Button onClick={() => setCustomizing(true)}>Personalizza</Button>
          )}
          <Button onClick={() => consentStore.decide('accepted-all')}>Accetta</Button>
        </div>
      </div>
    </section>
  );
}
