import IconMenu2 from '@tabler/icons-react/dist/esm/icons/IconMenu2.mjs';
import { BrandLogoLink } from '@/app/layout/brand-logo-link';
import { CartLink } from '@/app/layout/cart-link';
import { HeaderAccountActions } from '@/app/layout/header-account-actions';
import { MainMenu } from '@/app/layout/main-menu';

export const MOBILE_DRAWER_ID = 'menu-mobile';

export interface SiteHeaderProps {
  menuOpened: boolean;
  onToggleMenu: () => void;
  /** Warm up the drawer's code before the first tap. */
  onMenuIntent: () => void;
}

/** Header bar (burger, logo, cart, account) and, from 1024 px, the main menu band. */
export function SiteHeader({ menuOpened, onToggleMenu, onMenuIntent }: SiteHeaderProps) {
  return (
    <header className="bdb-header">
      <div className="bdb-header__bar bdb-container">
        <button
          type="button"
          className="bdb-icon-button bdb-header__burger"
          aria-label={menuOpened ? 'Chiudi menu' : 'Apri menu'}
          aria-expanded={menuOpened}
          aria-controls={MOBILE_DRAWER_ID}
          onClick={onToggleMenu}
          onPointerEnter={onMenuIntent}
          onFocus={onMenuIntent}
        >
          <IconMenu2 size={28} stroke={1.75} aria-hidden="true" />
        </button>
        <BrandLogoLink />
        <div className="bdb-header__actions">
          <CartLink />
          <HeaderAccountActions />
        </div>
      </div>
      <MainMenu />
    </header>
  );
}
