import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShareIcon } from '../../../components/product/icons';
import { Button } from '../../../shared/Button';

/** How long 'Link copied' stays on the button. */
const COPIED_MS = 2500;

/** Shares the page with the phone's share sheet (WhatsApp...), or copies the link where there is none. */
export function ShareButton({ title }: { title: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
      } catch {
        // Closing the share sheet rejects: nothing to tell the shopper.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard either (old browser, insecure page): the address bar still has the link.
    }
  };

  return (
    <Button variant="outline" size="lg" onClick={() => void share()} aria-live="polite">
      <ShareIcon />
      {copied ? t('screens.product.linkCopied') : t('screens.product.share')}
    </Button>
  );
}
