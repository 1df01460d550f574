import IconBrandFacebook from '@tabler/icons-react/dist/esm/icons/IconBrandFacebook.mjs';
import IconBrandInstagram from '@tabler/icons-react/dist/esm/icons/IconBrandInstagram.mjs';
import IconBrandLinkedin from '@tabler/icons-react/dist/esm/icons/IconBrandLinkedin.mjs';
import IconBrandTiktok from '@tabler/icons-react/dist/esm/icons/IconBrandTiktok.mjs';
import IconBrandX from '@tabler/icons-react/dist/esm/icons/IconBrandX.mjs';
import IconBrandYoutube from '@tabler/icons-react/dist/esm/icons/IconBrandYoutube.mjs';
import type { TablerIcon } from '@tabler/icons-react';
import {
  TooltipAnchor,
  TooltipBubble,
  TooltipDelayGroupProvider,
  useGroupedTooltip,
} from '@/components/tooltip/grouped-tooltip';
import type { SocialNetwork, SocialProfile } from '@/domain/shop/shop-info';
import classes from '@/app/layout/site-footer.module.css';

const networkIcons: Record<SocialNetwork, TablerIcon> = {
  Instagram: IconBrandInstagram,
  Facebook: IconBrandFacebook,
  X: IconBrandX,
  LinkedIn: IconBrandLinkedin,
  YouTube: IconBrandYoutube,
  TikTok: IconBrandTiktok,
};

function SocialLink({ profile }: { profile: SocialProfile }) {
  const Icon = networkIcons[profile.network];
  const { tooltipId, opened, targetProps } = useGroupedTooltip();
  return (
    <li>
      <TooltipAnchor>
        <a
          href={profile.url}
          target="_blank"
          rel="noopener noreferrer"
          className={classes.socialLink}
          aria-label={`${profile.network} (si apre in una nuova scheda)`}
          {...targetProps}
        >
          <Icon size={22} stroke={1.75} aria-hidden="true" />
        </a>
        <TooltipBubble id={tooltipId} opened={opened} label={`Seguici su ${profile.network}`} />
      </TooltipAnchor>
    </li>
  );
}

/**
 * The social profiles (six unless an admin removed some), each opening in a new tab, with
 * tooltips sharing one delay group.
 */
export function FooterSocialLinks({ profiles }: { profiles: readonly SocialProfile[] }) {
  return (
    <TooltipDelayGroupProvider>
      <ul className={classes.socialList} aria-label="I nostri profili social">
        {profiles.map((profile) => (
          <SocialLink key={profile.network} profile={profile} />
        ))}
      </ul>
    </TooltipDelayGroupProvider>
  );
}
