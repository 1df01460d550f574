import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** GoTrue's TOTP parameters (internal/api/mfa.go): SHA1, 6 digits, 30 s, one step of skew. */
const DIGITS = 6;
const PERIOD_SECONDS = 30;

function totpFor(secret: string, issuer: string, accountName: string): TOTP {
  return new TOTP({
    issuer,
    label: accountName,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

export interface TotpEnrolment {
  secret: string;
  uri: string;
  /** SVG markup; auth-js prefixes `data:image/svg+xml;utf-8,` itself. */
  qrCode: string;
}

/** A new 160-bit secret with its `otpauth://` URI and QR code, as GoTrue's enrol answers them. */
export async function newTotpEnrolment(
  issuer: string,
  accountName: string,
): Promise<TotpEnrolment> {
  const secret = new Secret({ size: 20 }).base32;
  const uri = totpFor(secret, issuer, accountName).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  // auth-js puts the markup unencoded in a data URL, where a `#` starts the fragment and cuts
  // the image short: GoTrue's SVG names its colours (goqrsvg: `fill:black`), so does this one.
  const qrCode = svg.replaceAll('"#000000"', '"black"').replaceAll('"#ffffff"', '"white"');
  return { secret, uri, qrCode };
}

/** Whether `code` is the secret's code now, or one period before or after (clock drift). */
export function totpCodeMatches(secret: string, code: string): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  return totpFor(secret, '', '').validate({ token: code, window: 1 }) !== null;
}
