import IconArrowUp from '@tabler/icons-react/dist/esm/icons/IconArrowUp.mjs';
import IconMail from '@tabler/icons-react/dist/esm/icons/IconMail.mjs';
import IconMapPin from '@tabler/icons-react/dist/esm/icons/IconMapPin.mjs';
import IconPhone from '@tabler/icons-react/dist/esm/icons/IconPhone.mjs';
import { Link } from '@tanstack/react-router';
import { FooterSocialLinks } from '@/app/layout/footer-social-links';
import { mainMenuItems } from '@/app/layout/nav-items';
import { BrandMark } from '@/components/brand-mark';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';
import { consentStore } from '@/domain/consent/consent-store';
import { useShopDetails } from '@/domain/shop/use-shop-details';
import { shopInfo } from '@/domain/shop/shop-info';
import classes from '@/app/layout/site-footer.module.css';

/** '© {year} Bottega del Bun S.r.l. — Tutti i diritti riservati' (spec §2). */
export function copyrightLine(year: number, legalName: string = shopInfo.legalName): string {
  return `© ${year} ${legalName} — Tutti i diritti riservati`;
}

/**
 * Brand blurb, socials, quick menu, useful info, contacts and the company's legal data, the
 * latter from `shop_settings` (the built-in data while they load or offline).
 */
export function SiteFooter() {
  const reduceMotion = usePrefersReducedMotion();
  const shop = useShopDetails();
  const scrollToTop = () =>
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'instant' : 'smooth' });
  return (
    <footer className={classes.footer}>
      <div className={`bdb-container ${classes.grid}`}>
        <section aria-labelledby="footer-brand" className={classes.brand}>
          <h2 id="footer-brand" className={classes.brandName}>
            <BrandMark className={classes.brandMark} />
            {shopInfo.brandName}
          </h2>
          <p className={classes.blurb}>
            Bun artigianali per hamburger, impastati e formati a mano nel nostro laboratorio di
            Moncalieri, alle porte di Torino. Per chi cucina a casa e per i ristoranti che vogliono
            un pane all’altezza della loro carne.
          </p>
          <FooterSocialLinks profiles={shop.socials} />
        </section>

        <nav aria-labelledby="footer-menu">
          <h2 id="footer-menu" className={classes.heading}>
            Menu rapido
          </h2>
          <ul className={classes.list}>
            {mainMenuItems.map((item) => (
              <li key={item.href}>
                <Link
                  to={item.href}
                  className={classes.link}
                  activeOptions={{ exact: item.href === '/' }}
                >
                  {item.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-info">
          <h2 id="footer-info" className={classes.heading}>
            Informazioni utili
          </h2>
          <ul className={classes.list}>
            <li>
              <Link to="/privacy-policy" className={classes.link}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/terms-of-service" className={classes.link}>
                Condizioni di vendita
              </Link>
            </li>
            <li>
              <Link to="/cookie-policy" className={classes.link}>
                Cookie Policy
              </Link>
            </li>
            <li>
              <button
                type="button"
                className={classes.linkButton}
                onClick={consentStore.openPreferences}
              >
                Preferenze cookie
              </button>
            </li>
          </ul>
        </nav>

        <section aria-labelledby="footer-contacts" className={classes.contacts}>
          <h2 id="footer-contacts" className={classes.heading}>
            Contatti
          </h2>
          <ul className={classes.list}>
            <li>
              <a href={`mailto:${shop.email}`} className={classes.iconLink}>
                <IconMail size={20} stroke={1.75} aria-hidden="true" />
                {shop.email}
              </a>
            </li>
            <li>
              <a href={shop.phoneHref} className={classes.iconLink}>
                <IconPhone size={20} stroke={1.75} aria-hidden="true" />
                {shop.phone}
              </a>
            </li>
            <li className={classes.address}>
              <IconMapPin size={20} stroke={1.75} aria-hidden="true" />
              <span>{shop.addressLine}</span>
            </li>
          </ul>
          <Link to="/contact" className={classes.writeUs}>
            Scrivici
          </Link>
        </section>
      </div>

      <div className={classes.bottom}>
        <div className={`bdb-container ${classes.bottomInner}`}>
          <div>
            <p className={classes.copyright}>
              {copyrightLine(new Date().getFullYear(), shop.legalName)}
            </p>
            <p className={classes.legal}>
              {shop.legalName} · {shop.addressLine} · Partita IVA {shop.vatNumber} · REA {shop.rea}
              {shop.shareCapital && ` · Capitale sociale ${shop.shareCapital}`}
            </p>
          </div>
          <button type="button" className={classes.toTop} onClick={scrollToTop}>
            <IconArrowUp size={20} stroke={2} aria-hidden="true" />
            Torna su
          </button>
        </div>
      </div>
    </footer>
  );
}
