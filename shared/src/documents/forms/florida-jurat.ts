/**
 * The Florida jurat, s. 117.05(13)(a), Florida Statutes (2025): the notary's certificate under a
 * statement sworn to or affirmed, in the words the section prescribes since notaries could act
 * online (ch. 2019-71), "by means of ☐ physical presence or ☐ online notarization". Every sworn form
 * ends in it, one copy for all: the Claim of Lien (s. 713.08(3) prints it as its last part), both
 * Notices of Nonpayment (s. 713.23(1)(d), s. 255.05(2)(a)2), the contractor's Final Payment
 * Affidavit (s. 713.06(3)(d)) and the Sworn Statement of Account (s. 713.16(2)).
 *
 * Source: s. 117.05(13)(a) as docs/florida-rules.md section 6 quotes it, and s. 713.08(3)'s copy
 * of it; check against https://www.flsenate.gov/Laws/Statutes/2025/117.05 before release. The
 * notary's printed name is the line s. 695.26(1)(d) asks beneath the notary's signature on a
 * recorded instrument; the commission and seal lines are where the notary's commission number,
 * its expiry and the seal go (s. 117.05(3)(a)).
 *
 * Blank: {affiant} "(name of person making statement)". The county, the day, month and year, the
 * boxes and the notary's lines are written in when the statement is sworn.
 */
import type { DocumentBlock } from '../document-contract';
import { CHECK_BOX, notary, paragraph, SIGNATURE_LINE, WRITE_IN } from './statutory-form';

/** The venue the jurat is made in; a form that states it at its head (the Claim of Lien) does not repeat it. */
export const FLORIDA_VENUE = paragraph(`STATE OF FLORIDA
COUNTY OF ${WRITE_IN}`);

/** The notary's certificate and block, under the signature of the one who swears. */
export const FLORIDA_JURAT: readonly DocumentBlock[] = [
  paragraph(
    `Sworn to (or affirmed) and subscribed before me by means of ${CHECK_BOX} physical presence or ${CHECK_BOX} online notarization, this ${WRITE_IN} day of ${WRITE_IN}, ${WRITE_IN}, by {affiant}.`,
  ),
  notary(`${SIGNATURE_LINE}
(Signature of Notary Public - State of Florida)
${SIGNATURE_LINE}
(Print, Type, or Stamp Commissioned Name of Notary Public)
Personally Known ${CHECK_BOX} OR Produced Identification ${CHECK_BOX}
Type of Identification Produced ${WRITE_IN}
Commission No. ${WRITE_IN}  My Commission Expires: ${WRITE_IN}
(NOTARY SEAL)`),
];
