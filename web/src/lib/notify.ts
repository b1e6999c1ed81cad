import { toast } from 'sonner';
import type { ToastText } from './toast-messages';

/** Shows a spec toast; `override` replaces the description (e.g. with the server's message). */
export function notifySuccess(text: ToastText, override?: string): void {
  toast.success(text.title, { description: override ?? text.description });
}

export function notifyError(text: ToastText, override?: string): void {
  toast.error(text.title, { description: override ?? text.description });
}
