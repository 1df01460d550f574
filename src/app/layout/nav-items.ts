import IconBuildingStore from '@tabler/icons-react/dist/esm/icons/IconBuildingStore.mjs';
import IconChefHat from '@tabler/icons-react/dist/esm/icons/IconChefHat.mjs';
import IconHome from '@tabler/icons-react/dist/esm/icons/IconHome.mjs';
import IconInfoCircle from '@tabler/icons-react/dist/esm/icons/IconInfoCircle.mjs';
import IconMail from '@tabler/icons-react/dist/esm/icons/IconMail.mjs';
import IconNews from '@tabler/icons-react/dist/esm/icons/IconNews.mjs';
import IconWheat from '@tabler/icons-react/dist/esm/icons/IconWheat.mjs';
import type { TablerIcon } from '@tabler/icons-react';

/** The seven routes of the main menu. */
export type MainMenuPath =
  '/' | '/products' | '/process' | '/about' | '/blog' | '/business' | '/contact';

export interface NavItem {
  name: string;
  href: MainMenuPath;
  icon: TablerIcon;
}

/** The main menu, in the order of spec §2. */
export const mainMenuItems: readonly NavItem[] = [
  { name: 'Home', href: '/', icon: IconHome },
  { name: 'Prodotti', href: '/products', icon: IconBuildingStore },
  { name: 'Il Nostro Processo', href: '/process', icon: IconWheat },
  { name: 'Chi Siamo', href: '/about', icon: IconInfoCircle },
  { name: 'Blog', href: '/blog', icon: IconNews },
  { name: 'Per Ristoratori', href: '/business', icon: IconChefHat },
  { name: 'Contatti', href: '/contact', icon: IconMail },
];

/** The mobile drawer groups the same items in two sections (spec §2). */
export const drawerSections: readonly { title: string; items: readonly NavItem[] }[] = [
  { title: 'Naviga', items: mainMenuItems.slice(0, 3) },
  { title: 'Scopri di più', items: mainMenuItems.slice(3) },
];
