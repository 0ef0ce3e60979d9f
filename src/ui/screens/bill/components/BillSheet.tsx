import type { TFunction } from 'i18next';
import type { Bill } from '../../../../domain/order/bill';
import { formatPrice } from '../../../shared/formatPrice';
import { formatOrderTime } from '../../../components/orders/formatOrderTime';
import type { Paper } from '../BillViewModel';

interface Props {
  bill: Bill;
  t: TFunction;
  language: string;
  paper: Paper;
  /** The heading's id, unique per copy (the preview and the printed one). */
  id: string;
}

/**
 * The bill itself, in plain HTML with its own print styles (billPrintCss): black on white,
 * one column, as wide as the paper. The same sheet serves A4 and the 58 and 80 mm receipt rolls.
 */
export function BillSheet({ bill, t, language, paper, id }: Props) {
  const name = (line: Bill['lines'][number]) => (language === 'hi' && line.nameHi ? line.nameHi : line.name);
  return (
    <article className={`bill-sheet bill-${paper}`} lang={language} aria-labelledby={id}>
      <header className="bill-store">
        <h2 id={id}>{bill.store.name}</h2>
        {bill.store.address && <p>{bill.store.address}</p>}
        {bill.store.phone && (
          <p>
            {t('bill.phone')}: {bill.store.phone}
          </p>
        )}
      </header>
      <p className="bill-title">{t('bill.title')}</p>
      <dl className="bill-facts">
        <div>
          <dt>{t('bill.orderNumber')}</dt>
          <dd>{bill.orderNumber}</dd>
        </div>
        <div>
          <dt>{t('bill.date')}</dt>
          <dd>{formatOrderTime(bill.placedAt, language)}</dd>
        </div>
        <div>
          <dt>{t('bill.customer')}</dt>
          <dd>{bill.customer.name}</dd>
        </div>
        <div>
          <dt>{t('bill.phone')}</dt>
          <dd>{bill.customer.phone}</dd>
        </div>
        <div>
          <dt>{t('bill.address')}</dt>
          <dd>{bill.customer.address}</dd>
        </div>
        {bill.customer.landmark && (
          <div>
            <dt>{t('bill.landmark')}</dt>
            <dd>{bill.customer.landmark}</dd>
          </div>
        )}
      </dl>
      <table className="bill-lines">
        <thead>
          <tr>
            <th scope="col">{t('bill.item')}</th>
            <th scope="col">{t('bill.qty')}</th>
            <th scope="col">{t('bill.price')}</th>
            <th scope="col">{t('bill.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {bill.lines.map((line, i) => (
            <tr key={i}>
              <td>
                {name(line)} <span className="bill-size">{line.variant}</span>
              </td>
              <td>{line.qty}</td>
              <td>{formatPrice(line.price)}</td>
              <td>{formatPrice(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t('bill.subtotal')}
            </th>
            <td>{formatPrice(bill.subtotal)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3}>
              {t('bill.deliveryFee')}
            </th>
            <td>{bill.deliveryFee === 0 ? t('bill.free') : formatPrice(bill.deliveryFee)}</td>
          </tr>
          <tr className="bill-total">
            <th scope="row" colSpan={3}>
              {t('bill.total')}
            </th>
            <td>{formatPrice(bill.total)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="bill-payment">{t('bill.cashOnDelivery')}</p>
      <p className="bill-thanks">{t('bill.thanks')}</p>
    </article>
  );
}
