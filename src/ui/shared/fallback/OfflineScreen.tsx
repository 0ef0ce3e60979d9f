import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { FallbackPanel } from './FallbackPanel';

/** docs/SPEC.md 'Screens and routes': the browser is offline or a network error stopped the page. */
export function OfflineScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <FallbackPanel title={t('fallback.offline.title')} body={t('fallback.offline.body')}>
      <Button onClick={onRetry}>{t('fallback.offline.retry')}</Button>
    </FallbackPanel>
  );
}
