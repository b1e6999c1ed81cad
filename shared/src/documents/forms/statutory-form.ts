/**
 * A form the statute prints (or, where it prints none, the document built from the contents it
 * prescribes), kept apart from the code that fills it: the law's words live in the modules of this
 * folder, one per document, and nowhere else.
 */
export interface StatutoryForm {
  title: string;
  /** The section the text comes from, "713.06". */
  section: string;
  /** Its subsection and paragraph, "(2)(c)". */
  subsection: string;
  /**
   * The statute's words. `{name}` stands where the statute prints a blank the project's facts fill
   * (the statute's own caption for it is in the comment beside each form); underscores are the
   * lines written in by hand when the document is signed: the notary's certificate, the venue, a
   * signature.
   */
  text: string;
}

/** A line written in by hand at signing. */
export const WRITE_IN = '____________';
/** A line for a signature. */
export const SIGNATURE_LINE = '______________________________';
