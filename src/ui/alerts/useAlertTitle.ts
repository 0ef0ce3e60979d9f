import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The tab's title counts the new orders waiting, '(2) New orders · Gaon Kirana', and is the shop's own again at none. */
export function useAlertTitle(count: number): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (count === 0) return;
    const before = document.title;
    document.title = t('alerts.documentTitle', { count });
    return () => {
      document.title = before;
    };
  }, [count, t]);
}
