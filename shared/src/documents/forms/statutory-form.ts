/**
 * A form the statute prints (or, where it prints none, the document built from the contents it
 * prescribes), kept apart from the code that fills it: the law's words live in the modules of this
 * folder, one per document, and nowhere else. A form is a list of blocks as the statute sets it out
 * (its title, its warning in capitals, paragraphs, the signature and the notary's blocks), so the
 * preview on screen and the PDF lay out the same parts (document-contract.ts DocumentBlock).
 */
import type { DocumentBlock, DocumentBlockKind } from '../document-contract';

export interface StatutoryForm {
  title: string;
  /** The section the text comes from, "713.06". */
  section: string;
  /** Its subsection and paragraph, "(2)(c)". */
  subsection: string;
  /** The edition of the Florida Statutes the words were copied from. */
  edition: number;
  /** Printed for the public records: laid out as s. 695.26(1) requires of a recorded instrument. */
  forRecording: boolean;
  /**
   * The statute's words, block by block. `{name}` stands where the statute prints a blank the
   * project's facts fill (the statute's own caption for it is in the comment beside each form);
   * underscores are the lines written in by hand when the document is signed: the notary's
   * certificate, the venue, a signature.
   */
  blocks: readonly DocumentBlock[];
}

const block =
  (kind: DocumentBlockKind) =>
  (text: string): DocumentBlock => ({ kind, text });

/** The form's heading, "CLAIM OF LIEN". */
export const title = block('title');
/** A warning the statute prints in capitals, set off in bold. */
export const warning = block('warning');
/** A heading inside the form, "IMPORTANT INFORMATION FOR YOUR PROTECTION". */
export const heading = block('heading');
/** Running text; a line break inside it is kept (an address, a venue). */
export const paragraph = block('paragraph');
/** A signature line and the lines printed beneath it, kept together on one page. */
export const signature = block('signature');
/** The notary's signature, printed name, commission and seal lines, kept together on one page. */
export const notary = block('notary');

/** The edition every form module was copied from, the one the deadlines cite too. */
export { STATUTES_EDITION } from '../../deadlines/statutes';

/** A line written in by hand at signing. */
export const WRITE_IN = '____________';
/** A line for a signature. */
export const SIGNATURE_LINE = '______________________________';
/** A box ticked by hand (s. 117.05(13)(a) prints the notary's choices as boxes). */
export const CHECK_BOX = '☐';
