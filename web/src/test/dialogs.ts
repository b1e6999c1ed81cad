import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The open dialog (or alert dialog) once it takes pointer input. Radix turns the page's pointer
 * events off (`pointer-events: none` on the body) as a modal dialog mounts and turns its own
 * content's back on a render later; user-event refuses a click in between, and a loaded machine
 * lands there (a CI run with both cores busy did).
 */
export async function openDialog(role: 'dialog' | 'alertdialog', name?: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole(role, name === undefined ? undefined : { name });
  await waitFor(() => expect(dialog).toHaveStyle({ pointerEvents: 'auto' }));
  return dialog;
}
