import { inject, injectable } from 'inversify';
import { actionBound, makeObservable, observable, runInAction } from 'mobx';
import { faultCode } from '../../../application/shared/faultCode';
import { ListAllProducts } from '../../../application/catalog/ListAllProducts';
import { ListGroups } from '../../../application/catalog/ListGroups';
import { ListSubgroups } from '../../../application/catalog/ListSubgroups';
import { ShopCommandsToken, type ShopCommands } from '../../../application/ports/ShopCommands';
import { catalogFromCsv, type CsvIssue, type CsvProduct } from '../../../domain/catalog/csv/catalogFromCsv';
import { catalogToCsv } from '../../../domain/catalog/csv/catalogToCsv';
import { csvDraftIssues } from '../../../domain/catalog/csv/csvDraftIssues';
import { parseCsv } from '../../../domain/catalog/csv/parseCsv';
import type { ErrorCode } from '../../../domain/shared/ErrorCode';
import type { DomainError } from '../../../domain/shared/Result';

/** The whole catalogue of a small shop is well under 1 MB of CSV; a bigger file is the wrong file. */
export const MAX_CSV_MB = 5;

/** 'cattle_feed' -> 'Cattle Feed': a readable name for a group or subgroup first met in a CSV file. */
export const nameFromId = (id: string): string =>
  id
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase('en-IN') + word.slice(1))
    .join(' ');

/**
 * Catalogue export and import for bulk edits in a spreadsheet. An import checks the whole file
 * first: any bad row (reported by line) means nothing is imported. Prices above MRP are asked
 * about once for the whole file.
 */
@injectable('Transient')
export class CatalogCsvViewModel {
  busy: 'export' | 'import' | null = null;
  /** Every problem of the last file, by line; empty when it was fine. */
  issues: CsvIssue[] = [];
  /** The outcome of the last import or export, for the message under the buttons. */
  outcome: DomainError<ErrorCode> | null = null;
  /** Products of a checked file waiting for the admin to confirm prices above MRP. */
  awaitingConfirm: CsvProduct[] | null = null;
  progress = { saved: 0, total: 0 };

  constructor(
    @inject(ListAllProducts) private readonly listProducts: ListAllProducts,
    @inject(ListGroups) private readonly listGroups: ListGroups,
    @inject(ListSubgroups) private readonly listSubgroups: ListSubgroups,
    @inject(ShopCommandsToken) private readonly commands: ShopCommands,
  ) {
    makeObservable<this, 'saveAll'>(this, {
      busy: observable,
      issues: observable,
      outcome: observable,
      awaitingConfirm: observable,
      progress: observable,
      exportCsv: actionBound,
      importFile: actionBound,
      confirmImport: actionBound,
      cancelImport: actionBound,
      saveAll: actionBound,
    });
  }

  /** The catalogue as CSV text; null when it could not be read (the outcome says why). */
  async exportCsv(): Promise<string | null> {
    if (this.busy) return null;
    this.busy = 'export';
    this.outcome = null;
    try {
      const text = catalogToCsv(await this.listProducts.execute());
      runInAction(() => (this.busy = null));
      return text;
    } catch (error) {
      runInAction(() => {
        this.busy = null;
        this.outcome = { code: faultCode(error) };
      });
      return null;
    }
  }

  /** Reads, checks and (when the whole file is fine) imports a CSV file. */
  async importFile(file: Blob): Promise<void> {
    if (this.busy) return;
    this.issues = [];
    this.outcome = null;
    this.awaitingConfirm = null;
    if (file.size > MAX_CSV_MB * 1024 * 1024) {
      this.outcome = { code: 'csv.tooLarge', params: { maxMb: MAX_CSV_MB } };
      return;
    }
    this.busy = 'import';
    const text = await file.text().catch(() => null);
    const checked = text === null ? null : this.check(text);
    runInAction(() => (this.busy = null));
    if (checked === null) {
      runInAction(() => (this.outcome = { code: 'csv.readFailed' }));
      return;
    }
    if ('issues' in checked) {
      runInAction(() => {
        this.issues = checked.issues;
        this.outcome = { code: 'csv.hasErrors', params: { count: checked.issues.length } };
      });
      return;
    }
    const aboveMrp = csvDraftIssues(checked.products, false);
    if (aboveMrp.length > 0) {
      runInAction(() => {
        this.issues = aboveMrp;
        this.awaitingConfirm = checked.products;
      });
      return;
    }
    await this.saveAll(checked.products, false);
  }

  /** Imports the waiting file with its prices above MRP, as confirmed. */
  async confirmImport(): Promise<void> {
    const products = this.awaitingConfirm;
    if (!products || this.busy) return;
    this.awaitingConfirm = null;
    this.issues = [];
    await this.saveAll(products, true);
  }

  cancelImport(): void {
    this.awaitingConfirm = null;
    this.issues = [];
  }

  /** Parses and checks the file; only price-above-MRP problems are left for the admin to confirm. */
  private check(text: string): { products: CsvProduct[] } | { issues: CsvIssue[] } {
    const parsed = parseCsv(text);
    if (!parsed.ok) {
      return { issues: [{ line: Number(parsed.error.params?.line ?? 0), code: 'csv.unclosedQuote' }] };
    }
    const read = catalogFromCsv(parsed.value);
    if (!read.ok) return { issues: read.issues };
    const problems = csvDraftIssues(read.products, true);
    return problems.length > 0 ? { issues: problems } : { products: read.products };
  }

  private async saveAll(products: readonly CsvProduct[], confirmPriceAboveMrp: boolean): Promise<void> {
    this.busy = 'import';
    this.progress = { saved: 0, total: products.length };
    let names: { groups: Set<string>; subgroups: Set<string> };
    try {
      names = await this.knownPlaces(products);
    } catch (error) {
      runInAction(() => {
        this.busy = null;
        this.outcome = { code: faultCode(error) };
      });
      return;
    }
    let saved = 0;
    for (const product of products) {
      const { group, subgroup } = product.draft;
      const result = await this.commands.saveProduct({
        draft: product.draft,
        ...(product.id ? { id: product.id } : {}),
        confirmPriceAboveMrp,
        ...(names.groups.has(group) ? {} : { groupName: { name: nameFromId(group) } }),
        ...(names.subgroups.has(`${group}/${subgroup}`) ? {} : { subgroupName: { name: nameFromId(subgroup) } }),
      });
      if (!result.ok) {
        runInAction(() => {
          this.busy = null;
          this.outcome =
            saved === 0 ? { code: result.error.code } : { code: 'csv.partlyImported', params: { saved, total: products.length } };
        });
        return;
      }
      names.groups.add(group);
      names.subgroups.add(`${group}/${subgroup}`);
      saved += 1;
      runInAction(() => (this.progress = { saved, total: products.length }));
    }
    runInAction(() => {
      this.busy = null;
      this.outcome = { code: 'csv.imported', params: { count: saved } };
    });
  }

  /** Groups and subgroups that exist already, so their names are not overwritten. */
  private async knownPlaces(products: readonly CsvProduct[]): Promise<{ groups: Set<string>; subgroups: Set<string> }> {
    const groups = new Set((await this.listGroups.execute()).map((g) => g.id));
    const subgroups = new Set<string>();
    const used = new Set(products.map((p) => p.draft.group).filter((g) => groups.has(g)));
    for (const group of used) {
      for (const s of await this.listSubgroups.execute(group)) subgroups.add(`${group}/${s.id}`);
    }
    return { groups, subgroups };
  }
}
