import { type RefObject, useRef, useState } from 'react';

/**
 * A dialog a page shows rarely, its code loaded on demand: fetched on its opener's first hover,
 * focus or press rather than with the page (ConfirmButton, RecordServiceButton). Gives the opener
 * its props and the dialog its state. `asked` stays true from the first press on, so the dialog is
 * mounted from then: closing plays out, and a form in it keeps what was typed. While the code
 * loads, focus stays on the opener; the dialog then takes it, and hands it back on closing
 * (`focusBackTo`).
 */
export function useDialogOnDemand(load: () => Promise<unknown>, openAtFirst = false) {
  const [open, setOpen] = useState(openAtFirst);
  const [asked, setAsked] = useState(openAtFirst);
  const opener = useRef<HTMLButtonElement>(null);
  const preload = () => void load().catch(() => undefined);
  return {
    open,
    setOpen,
    asked,
    opener,
    openerProps: {
      ref: opener,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      onPointerEnter: preload,
      onFocus: preload,
      onClick: () => {
        setAsked(true);
        setOpen(true);
      },
    },
  };
}

/**
 * A dialog opened without a Radix trigger hands the focus back to its opener on closing, as a
 * trigger would (its content's `onCloseAutoFocus`).
 */
export const focusBackTo = (opener: RefObject<HTMLButtonElement | null>) => (event: Event) => {
  event.preventDefault();
  opener.current?.focus();
};
