/**
 * What a reader (and a spam filter) sees of an email's HTML: each piece of text with the colour it
 * is drawn in and the background behind it, inline styles and `bgcolor` inherited down the tree as
 * mail clients apply them, and whether a trick hides it (display:none, visibility:hidden, a font of
 * a pixel or two, a zero height with the overflow hidden, opacity 0). SpamAssassin's
 * HTML_FONT_LOW_CONTRAST and its hidden-text rules look for exactly these.
 */
import { type DefaultTreeAdapterTypes, parse } from 'parse5';

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;

export interface SeenText {
  text: string;
  color: string;
  background: string;
  /** Why it cannot be seen, or null. */
  hiddenBy: string | null;
}

const styleOf = (style: string) =>
  new Map(
    style
      .split(';')
      .map((declaration) => declaration.split(':').map((part) => part.trim().toLowerCase()))
      .filter((pair): pair is [string, string] => pair.length === 2 && pair[0] !== '' && pair[1] !== ''),
  );

function hidingIn(style: Map<string, string>): string | null {
  if (style.get('display') === 'none') return 'display:none';
  if (style.get('visibility') === 'hidden') return 'visibility:hidden';
  if (style.get('opacity') !== undefined && Number(style.get('opacity')) === 0) return 'opacity:0';
  const size = /^(\d+(?:\.\d+)?)px$/.exec(style.get('font-size') ?? '');
  if (size && Number(size[1]) < 6) return `font-size:${size[1]}px`;
  if (
    /^0(px)?$/.test(style.get('max-height') ?? style.get('height') ?? '') &&
    style.get('overflow') === 'hidden'
  )
    return 'zero height, overflow hidden';
  return null;
}

/** Every non-blank text of the HTML's body, as drawn. */
export function seenTexts(html: string): SeenText[] {
  const seen: SeenText[] = [];
  const walk = (node: Node, color: string, background: string, hiddenBy: string | null) => {
    if (node.nodeName === '#text' && 'value' in node) {
      if (node.value.trim() !== '') seen.push({ text: node.value.trim(), color, background, hiddenBy });
      return;
    }
    if (node.nodeName === 'head' || !('childNodes' in node)) return;
    const attributes =
      'attrs' in node ? new Map(node.attrs.map(({ name, value }) => [name, value])) : new Map();
    const style = styleOf(attributes.get('style') ?? '');
    const ownBackground =
      style.get('background-color') ?? style.get('background') ?? attributes.get('bgcolor');
    for (const child of node.childNodes)
      walk(
        child,
        style.get('color') ?? color,
        ownBackground?.toLowerCase() ?? background,
        hiddenBy ?? hidingIn(style),
      );
  };
  // A client's defaults: black on white.
  walk(parse(html), '#000000', '#ffffff', null);
  return seen;
}

/** WCAG 2's contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
