import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A failed save leads the user to what to fix: the first field in error, in the order the form
 * reads, takes the focus and is scrolled to the middle of the screen. It runs after the render that
 * shows the errors, so a section folded away until it has one (the document facts) is open by then,
 * and server errors (set after the answer) lead the same way as the form's own. react-hook-form's
 * `shouldFocusError` focuses in the order fields registered, which a long form with fields that
 * appear as it is filled in (a phone's consent box, a recurring alert's dates) does not keep, and
 * before that render; forms using this hook turn it off.
 */
export function useFocusFirstError<Container extends HTMLElement = HTMLFormElement>() {
  const container = useRef<Container>(null);
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (failures === 0) return;
    const field = container.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.scrollIntoView({ block: 'center' });
    field.focus({ preventScroll: true });
  }, [failures]);
  // react-hook-form calls a form's invalid handler before it publishes the errors (handleSubmit),
  // and a browser can render between the two: counting the failure a task later makes the render
  // it causes one that shows them.
  const focusFirstError = useCallback(() => {
    setTimeout(() => setFailures((count) => count + 1));
  }, []);
  return { container, focusFirstError };
}
