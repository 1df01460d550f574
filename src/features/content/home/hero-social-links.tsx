import IconBrandFacebook from '@tabler/icons-react/dist/esm/icons/IconBrandFacebook.mjs';
import IconBrandInstagram from '@tabler/icons-react/dist/esm/icons/IconBrandInstagram.mjs';
import IconBrandLinkedin from '@tabler/icons-react/dist/esm/icons/IconBrandLinkedin.mjs';
import IconBrandTiktok from '@tabler/icons-react/dist/esm/icons/IconBrandTiktok.mjs';
import IconBrandX from '@tabler/icons-react/dist/esm/icons/IconBrandX.mjs';
import IconBrandYoutube from '@tabler/icons-react/dist/esm/icons/IconBrandYoutube.mjs';
import type { TablerIcon } from '@tabler/icons-react';
import { useShopDetails } from '@/domain/shop/use-shop-details';
import type { SocialNetwork } from '@/domain/shop/shop-info';

const networkIcons: Record<SocialNetwork, TablerIcon> = {
  Instagram: IconBrandInstagram,
  Facebook: IconBrandFacebook,
  X: IconBrandX,
  LinkedIn: IconBrandLinkedin,
  YouTube: IconBrandYoutube,
  TikTok: IconBrandTiktok,
};

/** The hero's social icons (spec §2), from the shop settings; each opens in a new tab. */
export function HeroSocialLinks() {
  const { socials } = useShopDetails();
  return (
    <ul className="bdb-hero__social" aria-label="Seguici sui social">
      {socials.map(({ network, url }) => {
        const Icon = networkIcons[network];
        return (
          <li key={network}>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className="bdb-hero__social-link"
              aria-label={`${network} (si apre in una nuova scheda)`}
            >
              <Icon size={20} stroke={1.75} aria-hidden="true" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
