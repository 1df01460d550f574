import {
  BUNDLE_DISCOUNT_PERCENT,
  BUNDLE_GROUP_PACKS,
  type BundleQuote,
} from '@/domain/cart/bundle-discount';
import { countOf } from '@/lib/italian-plural';

/** The progress toward the next 10 % group (spec §9: "progress shown as n/5"). */
export interface BundleProgress {
  /** 'n/5'. */
  label: string;
  /** 0–100, for the bar. */
  percent: number;
  /** What the shopper has, or what is missing for the next discount. */
  hint: string;
}

function packsText(packs: number): string {
  return countOf(packs, 'pacco');
}

export function bundleProgress(
  quote: Pick<BundleQuote, 'packsInGroup' | 'discountedPacks'>,
): BundleProgress {
  const { packsInGroup, discountedPacks } = quote;
  const label = `${packsInGroup}/${BUNDLE_GROUP_PACKS}`;
  const percent = (packsInGroup / BUNDLE_GROUP_PACKS) * 100;
  const discount = `${BUNDLE_DISCOUNT_PERCENT}%`;
  if (packsInGroup === 0) {
    return {
      label,
      percent,
      hint: `Ogni ${BUNDLE_GROUP_PACKS} pacchi hai il ${discount} di sconto.`,
    };
  }
  if (packsInGroup === BUNDLE_GROUP_PACKS) {
    return { label, percent, hint: `Sconto del ${discount} su ${packsText(discountedPacks)}!` };
  }
  const missing = packsText(BUNDLE_GROUP_PACKS - packsInGroup);
  return {
    label,
    percent,
    hint:
      discountedPacks === 0
        ? `Ancora ${missing} per lo sconto del ${discount}.`
        : `Sconto del ${discount} su ${packsText(discountedPacks)}: ancora ${missing} per scontarne altri ${BUNDLE_GROUP_PACKS}.`,
  };
}
