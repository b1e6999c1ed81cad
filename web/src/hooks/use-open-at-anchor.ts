import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A form opened at one of its fields by the address's #anchor (a document's "Fill it"): once the
 * form has rendered (after its data loaded, so after the browser looked for the anchor itself), the
 * field is scrolled into view and its input takes the focus.
 */
export function useOpenAtAnchor(): void {
  const { hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(hash.slice(1)) : null;
    target?.scrollIntoView();
    target?.querySelector<HTMLElement>('input, textarea, select')?.focus();
  }, [hash]);
}
