import { type ButtonProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/Button';

interface Props {
  /** The order's lines are being put in the cart: the button spins. */
  pending: boolean;
  onClick(): void;
  flex?: ButtonProps['flex'];
}

/** 'Buy again' under an order, active or past: puts its lines in the cart again (BuyAgainResult says how it went). */
export function BuyAgainButton({ pending, onClick, flex }: Props) {
  const { t } = useTranslation();
  return (
    <Button size="lg" variant="outline" flex={flex} loading={pending} onClick={onClick}>
      {t('screens.orders.buyAgain')}
    </Button>
  );
}
