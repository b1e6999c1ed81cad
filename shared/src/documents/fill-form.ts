/**
 * Puts a document's facts into the blanks of its statutory form. A blank's fact is either given, or
 * missing and left as a plainly marked gap ("[MISSING: Owner's mailing address]") that also names
 * the missing field, so the preview can list what to fill in and link to it.
 */
export interface Blank {
  text: string;
  /** The fields whose absence `text` marks, by name (`ownerAddress`, `profile.legalName` …). */
  missing: readonly string[];
}

export const given = (text: string): Blank => ({ text, missing: [] });

/** Several facts in one blank ("name, address"), each kept or marked missing on its own. */
export function joined(separator: string, ...blanks: Blank[]): Blank {
  return {
    text: blanks.map((blank) => blank.text).join(separator),
    missing: blanks.flatMap((blank) => blank.missing),
  };
}

export interface FilledForm {
  text: string;
  /** The missing fields in the order the text first marks them, each once. */
  missing: string[];
}

export function fillForm(template: string, blanks: Readonly<Record<string, Blank>>): FilledForm {
  const missing: string[] = [];
  const text = template.replace(/\{(\w+)\}(\.?)/g, (_token, name: string, period: string) => {
    const blank = blanks[name];
    // A form naming a blank no fact fills is a programming error, never a user's gap.
    if (blank === undefined) throw new Error(`No fact fills the blank {${name}}`);
    for (const field of blank.missing) if (!missing.includes(field)) missing.push(field);
    // A fact that ends a sentence with its own period ("Biscayne Builders Inc.") takes the
    // form's full stop as that period, not a second one.
    return blank.text.endsWith('.') ? blank.text : blank.text + period;
  });
  return { text, missing };
}
