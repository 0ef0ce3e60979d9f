import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { FallbackPanel } from './FallbackPanel';

/** docs/SPEC.md 'Screens and routes': the page's code or data failed to load for a reason other than being offline. */
export function ConnectionErrorScreen({ onRetry, onGoHome }: { onRetry: () => void; onGoHome: () => void }) {
  const { t } = useTranslation();
  return (
    <FallbackPanel title={t('fallback.connection.title')} body={t('fallback.connection.body')}>
      <Button onClick={onRetry}>{t('fallback.connection.retry')}</Button>
      <Button variant="outline" onClick={onGoHome}>
        {t('fallback.connection.home')}
      </Button>
    </FallbackPanel>
  );
}
