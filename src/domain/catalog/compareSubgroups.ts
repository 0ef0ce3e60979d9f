import { compareNames } from '../shared/compareNames';
import type { Subgroup } from './Product';

/** The order of a list of every group's subgroups: by group, then by name within it. */
export const compareSubgroups = (a: Subgroup, b: Subgroup): number =>
  a.group < b.group ? -1 : a.group > b.group ? 1 : compareNames(a.name, b.name);
