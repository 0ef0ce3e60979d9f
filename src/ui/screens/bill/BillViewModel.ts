import { inject, injectable } from 'inversify';
import { actionBound, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { GetOrderBill } from '../../../application/orders/GetOrderBill';
import type { Bill } from '../../../domain/order/bill';
import type { ErrorCode } from '../../../domain/shared/ErrorCode';
import type { ViewModel } from '../../app/useViewModel';

export const PAPERS = ['a4', '80mm', '58mm'] as const;
export type Paper = (typeof PAPERS)[number];

/** /bill/:orderId: one order's bill, in the language and on the paper the person printing chooses. */
@injectable('Transient')
export class BillViewModel implements ViewModel {
  bill: Bill | null = null;
  error: ErrorCode | null = null;
  paper: Paper = 'a4';
  private run = 0;

  constructor(@inject(GetOrderBill) private readonly getBill: GetOrderBill) {
    makeObservable(this, {
      bill: observableRef,
      error: observable,
      paper: observable,
      load: actionBound,
      setPaper: actionBound,
      dispose: actionBound,
    });
  }

  async load(orderId: string): Promise<void> {
    const run = ++this.run;
    this.error = null;
    const result = await this.getBill.execute({ orderId });
    if (run !== this.run) return;
    runInAction(() => {
      if (result.ok) this.bill = result.value;
      else this.error = result.error.code;
    });
  }

  /** A bill still loading belongs to the page just left. */
  dispose(): void {
    this.run += 1;
  }

  setPaper(paper: Paper): void {
    this.paper = paper;
  }
}
