import type { PriceTier } from '@/domain/pricing/price-list';

/** "Da 20 confezioni −5%". */
export function tierLabel(tier: PriceTier): string {
  return `Da ${tier.minPacks} confezioni −${tier.percentOff}%`;
}

/**
 * What a line says about quantity tiers: the one reached and, above it, how far the next is —
 * "Da 20 confezioni −5%: ne mancano 3", "Sconto quantità −5% applicato". Null without tiers.
 */
export function tierProgressText(
  reached: PriceTier | null,
  next: { tier: PriceTier; missingPacks: number } | null,
): string | null {
  const parts: string[] = [];
  if (reached) parts.push(`Sconto quantità −${reached.percentOff}% applicato`);
  if (next && next.missingPacks === next.tier.minPacks) {
    // None yet: the offer, not a countdown from zero.
    parts.push(tierLabel(next.tier));
  } else if (next) {
    const missing = next.missingPacks === 1 ? 'ne manca 1' : `ne mancano ${next.missingPacks}`;
    parts.push(`${tierLabel(next.tier)}: ${missing}`);
  }
  return parts.length > 0 ? parts.join(' · ') : null;
}
