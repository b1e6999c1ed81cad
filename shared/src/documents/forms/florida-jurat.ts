/**
 * The Florida jurat: the notary's certificate under a statement sworn to or affirmed. s. 713.08(3)
 * prints it as the last part of the Claim of Lien form, in the words of the jurat s. 117.05(13)(a)
 * prescribes since notaries could act online (ch. 2019-71): "by means of ☐ physical presence or
 * ☐ online notarization". The Sworn Statement of Account, whose statute prints no form, carries the
 * same certificate.
 *
 * Source: a copy of s. 713.08(3)'s jurat in a Claim of Lien generator verified against the
 * Legislature's 2026 page, and s. 117.05(13)(a) as recalled; check against
 * https://www.flsenate.gov/Laws/Statutes/2025/117.05 before release.
 *
 * Blank: {affiant} "(name of person making statement)". The county, the day and the notary's lines
 * are written in when the statement is sworn.
 */
import { SIGNATURE_LINE, WRITE_IN } from './statutory-form';

/** The venue the jurat of s. 117.05(13)(a) opens with; the Claim of Lien states its own at its head. */
export const FLORIDA_JURAT_VENUE = `STATE OF FLORIDA
COUNTY OF ${WRITE_IN}`;

/** The notary's certificate itself. */
export const FLORIDA_JURAT = `Sworn to (or affirmed) and subscribed before me by means of ☐ physical presence or ☐ online notarization, this ${WRITE_IN} day of ${WRITE_IN}, ${WRITE_IN}, by {affiant}.

${SIGNATURE_LINE}
(Signature of Notary Public - State of Florida)
${SIGNATURE_LINE}
(Print, Type, or Stamp Commissioned Name of Notary Public)
Personally Known ${WRITE_IN} OR Produced Identification ${WRITE_IN}
Type of Identification Produced ${WRITE_IN}`;
