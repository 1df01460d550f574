import { Link } from '@tanstack/react-router';
import { BrandMark } from '@/components/brand-mark';
import { shopInfo } from '@/domain/shop/shop-info';

/** The mark and the shop's name, linking home. */
export function BrandLogoLink() {
  return (
    <Link to="/" className="bdb-logo" aria-label={`${shopInfo.brandName}, vai alla home`}>
      <BrandMark className="bdb-logo__mark" />
      <span className="bdb-logo__name">{shopInfo.brandName}</span>
    </Link>
  );
}
