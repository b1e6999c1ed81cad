/**
 * Every document a tracked file cites is in the repository, with the section it names; every
 * relative link of a markdown page (the README, docs/, infra/README.md) leads to a file and
 * heading that are there; and the README stays a newcomer's page. A clone is all a newcomer has.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { brokenLinks, citationProblems, type Repository } from './document-citations';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const README_MAX_LINES = 300;

/** Files whose bytes are not text a person writes a citation in. */
const NOT_TEXT = /\.(png|jpe?g|gif|ico|webp|pdf|woff2?|ttf|otf|jar|db|zip|gz)$|(^|\/)package-lock\.json$/;

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file !== '');
const trackedSet = new Set(tracked);
const folders = new Set(
  tracked.flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);
const texts = new Map<string, string>();
const read = (file: string) => {
  let text = texts.get(file);
  if (text === undefined) {
    text = readFileSync(join(ROOT, file), 'utf8');
    texts.set(file, text);
  }
  return text;
};

const repository: Repository = {
  exists: (path) => trackedSet.has(path) || folders.has(path.replace(/\/$/, '')),
  read,
  filesUnder: (folder) => tracked.filter((file) => file.startsWith(`${folder}/`)),
};

/** A repository of the given files, for the checker's own cases. */
const repositoryOf = (files: Record<string, string>): Repository => ({
  exists: (path) => path in files,
  read: (path) => files[path] ?? '',
  filesUnder: (folder) => Object.keys(files).filter((file) => file.startsWith(`${folder}/`)),
});

const docs = repositoryOf({
  'docs/product.md': '# Product\n\n## 1. What it does\n\n## 2. Screens\n',
  'docs/sms-compliance.md': '# SMS\n\n## Consent\n\n## Keywords\n',
  'docs/decisions/006-lambda-bundle-budget.md': '# 006\n',
});

describe('citations of documents', () => {
  const textFiles = tracked.filter((file) => !NOT_TEXT.test(file));

  it('land in the repository, at a section the document has', () => {
    const problems = textFiles.flatMap((file) => citationProblems(file, read(file), repository));
    expect(problems).toEqual([]);
  });

  it('are found where they are (the check reads the citations the code makes)', () => {
    const cited = textFiles.filter((file) => /docs\/product\.md section \d/.test(read(file)));
    expect(cited.length).toBeGreaterThan(50);
  });

  const outsideName = (name: string) => [name, 'md'].join('.');

  it.each([
    ['a document kept outside the repository', `see ${outsideName('DESIGN')} section 3`],
    ['the reference notes by path', `see ${['..', 'shared', outsideName('FLORIDA_DEADLINES')].join('/')}`],
    ['the spec by section', `(${['spec', 'section'].join(' ')} 5)`],
    ['a markdown file that is not there', `see docs/${'nowhere'}.md`],
    ['a section the document lacks', '(docs/product.md section 7)'],
    ['one section of several the document lacks', '(docs/product.md sections 1, 2 and 9)'],
    ['a section cited over two comment lines', '/**\n * docs/product.md section\n * 8: the catalogue\n */'],
    ['a heading the document lacks', 'docs/sms-compliance.md "Sending"'],
    ['a decision record that is not there', `docs/decisions/${'031'}`],
  ])('fail for %s', (_, text) => {
    expect(citationProblems('functions/src/x.ts', text, docs)).not.toEqual([]);
  });

  it.each([
    ['sections the document has', '(docs/product.md sections 1 and 2; docs/product.md section\n * 2)'],
    ['its headings', 'docs/sms-compliance.md "Consent" and "Keywords"'],
    ['a decision record', 'docs/decisions/006'],
    ['a web address ending in .md', 'https://example.com/notes/ROADMAP.md'],
  ])('pass for %s', (_, text) => {
    expect(citationProblems('functions/src/x.ts', text, docs)).toEqual([]);
  });
});

describe('the README and docs/', () => {
  const markdown = tracked.filter((file) => file.endsWith('.md'));

  it(`README.md is a newcomer's page of at most ${README_MAX_LINES} lines`, () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('README.md names no tracker issue and no package registry: a clone has neither', () => {
    expect(read('README.md')).not.toMatch(/\bissues? #?\d+|(?<![\w&])#\d+\b|registry\.|npmjs\.(com|org)/i);
  });

  it('link only to files and headings in the repository', () => {
    expect(markdown.length).toBeGreaterThan(5);
    expect(markdown.flatMap((file) => brokenLinks(file, read(file), repository))).toEqual([]);
  });

  it.each([
    ['a file that is not there', `[the rules](docs/${'rules'}.md)`],
    ['a heading the file lacks', '[consent](docs/sms-compliance.md#sending)'],
    ['a heading of its own it lacks', '[below](#nowhere)'],
  ])('a broken link fails: %s', (_, text) => {
    expect(brokenLinks('README.md', text, docs)).not.toEqual([]);
  });

  it('a link to a heading there passes', () => {
    expect(
      brokenLinks(
        'README.md',
        '[consent](docs/sms-compliance.md#consent) [up](#product)',
        repositoryOf({
          'README.md': '# Product\n',
          'docs/sms-compliance.md': '## Consent\n',
        }),
      ),
    ).toEqual([]);
  });
});
