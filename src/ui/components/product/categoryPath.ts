/** The category page of a group, optionally opened on one subgroup: /category/:category?sub=... */
export const categoryPath = (group: string, subgroup?: string): string =>
  `/category/${encodeURIComponent(group)}${subgroup ? `?sub=${encodeURIComponent(subgroup)}` : ''}`;
