/**
 * The statutes deadlines and the statutory forms cite, each with a link to its official text: the
 * Florida Senate's copy of the Florida Statutes, the edition docs/florida-rules.md summarises.
 */

/**
 * The year of the Florida Statutes every citation and link names: the edition the forms' words were
 * copied from (shared/src/documents/forms/), so a deadline's link and its form's cite one text.
 */
export const STATUTES_EDITION = 2025;

export interface Citation {
  /** "Fla. Stat. s. 713.08(5)" */
  statute: string;
  /** The section's official text. */
  statuteUrl: string;
}

/** The Florida Senate's page for `section` ("713.08") in the `edition` year's Florida Statutes. */
export function statutePageUrl(section: string, edition: number): string {
  return `https://www.flsenate.gov/Laws/Statutes/${edition}/${section}`;
}

/** `section` as "713.08", `subsection` as "(5)" or "(2)(a)2". */
export function cite(section: string, subsection = ''): Citation {
  return {
    statute: `Fla. Stat. s. ${section}${subsection}`,
    statuteUrl: statutePageUrl(section, STATUTES_EDITION),
  };
}
