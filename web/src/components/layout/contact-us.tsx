import { Copy, Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { copyText } from '@/lib/copy-text';
import { SUPPORT_EMAIL } from '@/lib/support';

/** The footer's Contact Us toggle: reveals the support address with a copy button (docs/product.md section 2). */
export function ContactUs() {
  const [open, setOpen] = useState(false);
  const panelId = useId();

  const copyEmail = () =>
    copyText(SUPPORT_EMAIL, {
      copied: `${SUPPORT_EMAIL} is on your clipboard.`,
      byHand: `Please copy the address by hand: ${SUPPORT_EMAIL}`,
    });

  return (
    <div className="flex flex-col items-center gap-2">
      <Button
        variant="link"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
      >
        <Mail aria-hidden="true" />
        Contact Us
      </Button>
      {open ? (
        <div id={panelId} className="flex flex-wrap items-center justify-center gap-2">
          <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-primary underline">
            {SUPPORT_EMAIL}
          </a>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void copyEmail()}
            aria-label="Copy support email"
          >
            <Copy aria-hidden="true" />
            Copy
          </Button>
        </div>
      ) : null}
    </div>
  );
}
