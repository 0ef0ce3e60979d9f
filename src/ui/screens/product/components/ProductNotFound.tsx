import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../shared/Button';
import { NotFoundMessage } from '../../../shared/NotFoundMessage';

/** docs/SPEC.md 'Screens and routes': 'Product Not Found' with 'Go Back' (home when there is no page to go back to). */
export function ProductNotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/', { replace: true });
  };
  return (
    <NotFoundMessage title={t('screens.product.notFoundTitle')} body={t('screens.product.notFoundBody')}>
      <Button size="lg" onClick={goBack}>
        {t('screens.product.goBack')}
      </Button>
    </NotFoundMessage>
  );
}
