/**
 * The lienor's signature block on a sworn form: the signature line, and beneath it the signer's
 * printed name and title, the lienor and its post-office address. s. 713.08(3) captions the line
 * "(signature and address of lienor)"; s. 695.26(1)(a), Florida Statutes (2025), will not let a
 * clerk record an instrument unless each signer's name is printed immediately beneath the signature
 * and the signer's post-office address is on it.
 *
 * Blanks: {affiant} the signer; {relation} the signer's title; {lienor}; {lienorAddressLines} the
 * lienor's address as the company profile writes it, line by line.
 */
import { SIGNATURE_LINE, signature } from './statutory-form';

export const LIENOR_SIGNATURE = signature(`${SIGNATURE_LINE}
{affiant}, {relation}
{lienor}
{lienorAddressLines}`);
