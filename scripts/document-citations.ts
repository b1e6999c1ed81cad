/**
 * What a comment or a page may cite: a document in the repository, and of it a section it has.
 * A clone holds nothing else, so a citation of a document kept elsewhere (the reference notes the
 * project started from, "the spec, section N") is one nobody who clones the repository can follow.
 * Pure: the repository test (document-citations.test.ts) hands it the files and what exists.
 */
import { dirname, join, normalize } from 'node:path/posix';

/** A citation that does not land, where it is and why. */
export interface CitationProblem {
  file: string;
  citation: string;
  problem: string;
}

/** What the checker may ask of the repository. */
export interface Repository {
  /** Whether a path relative to the repository's root is a tracked file (or a folder holding one). */
  exists(path: string): boolean;
  /** A tracked text file's content, for the sections of a cited document. */
  read(path: string): string;
  /** The tracked files under `folder`. */
  filesUnder(folder: string): string[];
}

/** The reference notes outside the repository, by the names the code once cited them with. */
const OUTSIDE_DOCUMENTS = [
  {
    pattern: /\b(?:DESIGN|FLORIDA_DEADLINES|SMS_COMPLIANCE|STACK)\.md\b/g,
    problem: 'a document outside the repository',
  },
  {
    pattern: /\b000_[0-9a-f]{16}\b|\/work\/shared\b|\.\.\/shared\/(?:spec|[A-Z_]+\.md)/g,
    problem: 'a path outside the repository',
  },
  {
    pattern: /\bspec(?:ification)?(?:'s)?,? (?:sections?|§) ?\d+|\bspec(?:'s)? ["“][A-Z]/gi,
    problem: 'a section of a spec the repository does not hold: cite docs/product.md section N',
  },
];

/**
 * Comment and list continuations joined into one line, so a citation broken over two lines
 * ("docs/product.md section\n * 6") reads whole.
 */
export const joinedLines = (text: string): string =>
  text.replace(/[ \t]*\r?\n[ \t]*(?:\*(?![*/])|\/\/)?[ \t]*/g, ' ');

const MARKDOWN_PATH = /(?<![\w/.:-])((?:\.{1,2}\/)?[\w.-]+(?:\/[\w.-]+)*\.md)\b/g;
const URL = /\b[a-z]+:\/\/\S+/gi;
const SECTION_CITATION = /\b(docs\/[\w/-]+\.md)`? (sections?) (\d+(?:(?:, | and | to )\d+)*)/g;
const HEADING_CITATION = /\b(docs\/[\w/-]+\.md)`? ((?:"[^"\n]{1,60}"(?:,? and |, )?)+)/g;
const DECISION = /\bdocs\/decisions\/(\d{3})(?!\d)/g;

/** The numbered sections of a markdown document: `## 3. One table` is section 3. */
export function numberedSections(markdown: string): Set<number> {
  return new Set([...markdown.matchAll(/^#{2,3} (\d+)\.\s/gm)].map((match) => Number(match[1])));
}

/** The headings of a markdown document, as written after the #s. */
export function headings(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{1,6} +(.+?) *#*$/gm)].map((match) => (match[1] ?? '').trim()));
}

const withoutUrls = (text: string) => text.replace(URL, ' ');

/** Every citation in `text` (the file `file`) that does not land in `repository`. */
export function citationProblems(file: string, text: string, repository: Repository): CitationProblem[] {
  const problems: CitationProblem[] = [];
  const flag = (citation: string, problem: string) => problems.push({ file, citation, problem });
  const joined = withoutUrls(joinedLines(text));

  for (const { pattern, problem } of OUTSIDE_DOCUMENTS)
    for (const match of joined.matchAll(pattern)) flag(match[0], problem);

  for (const match of joined.matchAll(MARKDOWN_PATH)) {
    const path = match[1] ?? '';
    const fromFile = normalize(join(dirname(file), path));
    if (!repository.exists(normalize(path)) && !repository.exists(fromFile))
      flag(path, 'no such file in the repository');
  }

  for (const match of joined.matchAll(SECTION_CITATION)) {
    const [citation, document = '', , numbers = ''] = match;
    if (!repository.exists(document)) continue; // flagged above
    const sections = numberedSections(repository.read(document));
    const cited = numbers.split(/, | and /).flatMap((part) => {
      const [from, to] = part.split(' to ').map(Number);
      return to === undefined
        ? [from]
        : Array.from({ length: to - (from ?? 0) + 1 }, (_, i) => (from ?? 0) + i);
    });
    for (const section of cited)
      if (section === undefined || !sections.has(section))
        flag(citation, `${document} has no section ${section}`);
  }

  for (const match of joined.matchAll(HEADING_CITATION)) {
    const [citation, document = '', quoted = ''] = match;
    if (!repository.exists(document)) continue;
    const own = headings(repository.read(document));
    for (const [, heading = ''] of quoted.matchAll(/"([^"]+)"/g))
      if (!own.has(heading)) flag(citation, `${document} has no heading "${heading}"`);
  }

  for (const match of joined.matchAll(DECISION)) {
    const number = match[1] ?? '';
    const records = repository.filesUnder('docs/decisions');
    if (!records.some((record) => record.startsWith(`docs/decisions/${number}-`)))
      flag(match[0], `no decision record ${number} in docs/decisions`);
  }
  return problems;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
export function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  const withoutCode = markdown.replace(/^```[\s\S]*?^```/gm, '');
  for (const match of withoutCode.matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const base = (match[1] ?? '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Relative links of a markdown file (`[text](path#anchor)`) whose file or heading is not there. */
export function brokenLinks(file: string, markdown: string, repository: Repository): CitationProblem[] {
  const problems: CitationProblem[] = [];
  const withoutCode = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  for (const match of withoutCode.matchAll(/!?\[[^\]\n]*\]\(([^)\s]+)(?: "[^"]*")?\)/g)) {
    const link = match[1] ?? '';
    if (/^[a-z]+:/i.test(link)) continue;
    const [path = '', anchor] = link.split('#');
    const target = path === '' ? file : normalize(join(dirname(file), decodeURI(path)));
    if (path !== '' && !repository.exists(target)) {
      problems.push({ file, citation: link, problem: 'links to no file in the repository' });
      continue;
    }
    if (anchor !== undefined && target.endsWith('.md') && !anchorsOf(repository.read(target)).has(anchor))
      problems.push({ file, citation: link, problem: `${target} has no heading with the anchor #${anchor}` });
  }
  return problems;
}
