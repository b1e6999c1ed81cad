import type { ToastText } from './toast-messages';
import { whenToasterReady } from './toaster-gate';

type ToastKind = 'success' | 'error';

/** A button on the toast, e.g. "Undo" after a done mark. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

/** Shows a spec toast once a toaster is on screen; `override` replaces the description (e.g. the server's message). */
async function show(
  kind: ToastKind,
  text: ToastText,
  override?: string,
  action?: ToastAction,
): Promise<void> {
  const [{ toast }] = await Promise.all([import('sonner'), whenToasterReady()]);
  toast[kind](text.title, { description: override ?? text.description, ...(action ? { action } : {}) });
}

export function notifySuccess(text: ToastText, override?: string, action?: ToastAction): void {
  void show('success', text, override, action);
}

export function notifyError(text: ToastText, override?: string): void {
  void show('error', text, override);
}
