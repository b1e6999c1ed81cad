import { notifyError, notifySuccess } from './notify';

/**
 * Puts `text` on the clipboard and says so in a 'Copied' toast; when the browser refuses (no
 * permission, no clipboard), the spec's 'Copy Failed' toast says how to copy it by hand.
 */
export async function copyText(text: string, said: { copied: string; byHand: string }): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notifySuccess({ title: 'Copied', description: said.copied });
  } catch {
    // Every page's footer copies: the table of toast texts loads only when a copy fails.
    const { TOASTS } = await import('./toast-messages');
    notifyError(TOASTS.copyFailed, said.byHand);
  }
}
