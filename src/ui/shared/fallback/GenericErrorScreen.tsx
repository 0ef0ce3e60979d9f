import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { FallbackPanel } from './FallbackPanel';

/** docs/SPEC.md 'Screens and routes': a render error; a full reload is the surest way back to a working page. */
export function GenericErrorScreen() {
  const { t } = useTranslation();
  return (
    <FallbackPanel title={t('fallback.error.title')} body={t('fallback.error.body')}>
      <Button onClick={() => window.location.reload()}>{t('fallback.error.refresh')}</Button>
    </FallbackPanel>
  );
}
