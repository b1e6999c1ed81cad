import { DOCUMENT_FOOT_LINE, type DocumentBlock, type PreparedDocument } from '@lienminder/shared';
import { cn } from '@/lib/cn';

/** A block as the statute sets it out; its line breaks kept (addresses, venues, signature lines). */
function Block({ block }: { block: DocumentBlock }) {
  const lines = 'whitespace-pre-wrap break-words';
  switch (block.kind) {
    case 'title':
      return <h2 className={cn(lines, 'text-center text-base font-bold')}>{block.text}</h2>;
    case 'heading':
      return <h3 className={cn(lines, 'font-bold')}>{block.text}</h3>;
    case 'warning':
      return (
        <p className={lines}>
          <strong>{block.text}</strong>
        </p>
      );
    case 'prepared-by':
      return <p className={cn(lines, 'text-xs')}>{block.text}</p>;
    case 'signature':
    case 'notary':
      return <p className={cn(lines, 'mt-4')}>{block.text}</p>;
    case 'paragraph':
      return <p className={lines}>{block.text}</p>;
  }
}

/**
 * The prepared document on screen, block by block as the PDF lays it out (the same blocks: one
 * source), with the foot line every document carries.
 */
export function DocumentPreview({ document }: { document: PreparedDocument }) {
  return (
    <article
      aria-label={`${document.title}, as filled in`}
      className="flex flex-col gap-3 overflow-x-auto rounded-xl border border-border bg-white p-4 font-serif text-sm leading-relaxed text-black shadow-sm sm:p-8"
    >
      {document.blocks.map((block, index) => (
        // The blocks are the form's, in its order, and never reordered.
        // biome-ignore lint/suspicious/noArrayIndexKey: a block has no identity but its place
        <Block key={index} block={block} />
      ))}
      <p className="mt-4 text-xs">{DOCUMENT_FOOT_LINE}</p>
    </article>
  );
}
