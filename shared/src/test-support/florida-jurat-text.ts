/**
 * The notary's certificate every sworn form ends in (s. 117.05(13)(a)), as the document tests
 * expect it, sworn by the test input's signer: written out here, not read from the form module.
 */
export const JURAT_TEXT = `Sworn to (or affirmed) and subscribed before me by means of ☐ physical presence or ☐ online notarization, this ____________ day of ____________, ____________, by Ana Ruiz.

______________________________
(Signature of Notary Public - State of Florida)
______________________________
(Print, Type, or Stamp Commissioned Name of Notary Public)
Personally Known ☐ OR Produced Identification ☐
Type of Identification Produced ____________
Commission No. ____________  My Commission Expires: ____________
(NOTARY SEAL)`;

/** The lienor's signature block (s. 695.26(1)(a): the signer's printed name and address beneath the line). */
export const LIENOR_SIGNATURE_TEXT = `______________________________
Ana Ruiz, President
Sunshine Drywall LLC
1 Main Street
Orlando, FL 32801`;
