/** The address of the request's answer, what it is asked with. */
interface Asked {
  protocol: string;
  host: string;
  url: string;
}

/**
 * The `next` and `previous` links of page `page` of a paged answer of `count` items, `limit` a page: the request's own
 * address with its `?page=` changed, null where there is no such page.
 */
export function pageLinks(request: Asked, page: number, limit: number, count: number): { next: string | null; previous: string | null } {
  const at = (n: number) => {
    const url = new URL(request.url, `${request.protocol}://${request.host}`);
    url.searchParams.set('page', String(n));
    return url.toString();
  };
  return { next: page * limit < count ? at(page + 1) : null, previous: page > 1 ? at(page - 1) : null };
}
