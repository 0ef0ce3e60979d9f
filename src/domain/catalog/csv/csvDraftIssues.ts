import { validateProductDraft } from '../productDraft';
import type { CsvIssue, CsvProduct } from './catalogFromCsv';

/**
 * The draft rules (validateProductDraft) for every imported product, each problem placed on the
 * row it is about: a size's problem on that size's row, others on the product's first row.
 */
export function csvDraftIssues(products: readonly CsvProduct[], confirmPriceAboveMrp: boolean): CsvIssue[] {
  const issues: CsvIssue[] = [];
  for (const product of products) {
    for (const issue of validateProductDraft(product.draft, confirmPriceAboveMrp)) {
      const size = /^variants\.(\d+)\./.exec(issue.field);
      const line = size ? (product.sizeLines[Number(size[1])] ?? product.line) : product.line;
      issues.push(issue.params ? { line, code: issue.code, params: issue.params } : { line, code: issue.code });
    }
  }
  return issues.sort((a, b) => a.line - b.line);
}
