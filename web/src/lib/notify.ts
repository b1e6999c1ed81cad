import type { ToastText } from './toast-messages';
import { whenToasterReady } from './toaster-gate';

type ToastKind = 'success' | 'error';

/** Shows a spec toast once a toaster is on screen; `override` replaces the description (e.g. the server's message). */
async function show(kind: ToastKind, text: ToastText, override?: string): Promise<void> {
  const [{ toast }] = await Promise.all([import('sonner'), whenToasterReady()]);
  toast[kind](text.title, { description: override ?? text.description });
}

export function notifySuccess(text: ToastText, override?: string): void {
  void show('success', text, override);
}

export function notifyError(text: ToastText, override?: string): void {
  void show('error', text, override);
}
