import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../../layout/useLogout';
import { Button } from '../../../shared/Button';

/** Signs out and goes to / (docs/SPEC.md 'States and transitions'); 'Logout failed' when it cannot. */
export function LogoutButton() {
  const { t } = useTranslation();
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="lg"
      variant="outline"
      colorPalette="red"
      loading={busy}
      onClick={() => {
        setBusy(true);
        void logout().finally(() => setBusy(false));
      }}
    >
      {t('nav.logout')}
    </Button>
  );
}
