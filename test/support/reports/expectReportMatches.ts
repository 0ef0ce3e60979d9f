import { expect } from 'vitest';
import { parseCsv } from '../../../src/domain/catalog/csv/parseCsv';
import type { Order } from '../../../src/domain/order/Order';
import type { SalesReport } from '../../../src/domain/reports/SalesReport';
import { bruteForceReport } from './bruteForceReport';
import { reportFigures, topTen } from './reportFigures';

/** Every figure of `report` equals the brute force over the orders themselves, top products included. */
export function expectReportMatches(report: SalesReport, orders: readonly Order[]): void {
  const truth = bruteForceReport(orders, report.from, report.to);
  const { products, ...figures } = truth;
  expect(reportFigures(report), `${report.from}..${report.to}`).toEqual(figures);
  expect(report.topByQuantity.map((p) => `${p.group}/${p.subgroup}/${p.id}/${p.variant}`)).toEqual(topTen(products, 'qty'));
  expect(report.topByRevenue.map((p) => `${p.group}/${p.subgroup}/${p.id}/${p.variant}`)).toEqual(topTen(products, 'revenue'));
  for (const p of [...report.topByQuantity, ...report.topByRevenue]) {
    expect({ qty: p.qty, revenue: p.revenue }).toEqual(products[`${p.group}/${p.subgroup}/${p.id}/${p.variant}`]);
  }
}

/** The cells of each record of a CSV text (the shop's own parser), to read an export back. */
export function csvCells(text: string): string[][] {
  const parsed = parseCsv(text);
  if (!parsed.ok) throw new Error(parsed.error.code);
  return parsed.value.map((record) => record.cells);
}
