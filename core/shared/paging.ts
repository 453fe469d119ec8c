// List conventions (spec "List conventions"): 1-based pages, sort by whitelisted fields.

export type SortDirection = 'asc' | 'desc';

export interface SortKey {
  field: string;
  direction: SortDirection;
}

export interface PageRequest {
  page: number;
  perPage: number;
  sort: SortKey[];
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  perPage: number;
}

/** Parses `field` / `-field` (comma separated for several keys). */
export function parseSort(sort: string | undefined, fallback: SortKey[]): SortKey[] {
  if (!sort) return fallback;
  return sort
    .split(',')
    .filter((part) => part.length > 0)
    .map((part) =>
      part.startsWith('-')
        ? { field: part.slice(1), direction: 'desc' as const }
        : { field: part, direction: 'asc' as const },
    );
}

export function pageMeta(page: Page<unknown>) {
  const totalPages = Math.max(1, Math.ceil(page.total / page.perPage));
  return {
    current_page: page.page,
    per_page: page.perPage,
    total: page.total,
    total_pages: totalPages,
    has_next: page.page < totalPages,
    has_prev: page.page > 1,
  };
}
