// Authority files (docs/behaviour.md §1300): the identifiers other catalogues give a place or a person. Staff may
// paste an identifier or its address; it is kept as the bare identifier, and pages rebuild the address from it.
// Nothing is fetched from those services. No zod here: the record pages link to them (docs/decisions.md §2620); the
// schema of an authority field is in authority.ts.

interface AuthorityFile {
  /** The bare identifier's form. */
  readonly id: RegExp;
  /** The addresses staff may paste, the identifier in the first group. */
  readonly address: RegExp;
  /** The address a page links to. */
  readonly url: (id: string) => string;
  readonly example: string;
}

export const authorityFiles = {
  wikidata: {
    id: /^Q[1-9]\d{0,11}$/,
    address: /^https?:\/\/(?:www\.|m\.)?wikidata\.org\/(?:wiki|entity)\/(Q[1-9]\d{0,11})\/?$/i,
    url: (id: string) => `https://www.wikidata.org/wiki/${id}`,
    example: 'Q1027537',
  },
  geonames: {
    id: /^[1-9]\d{0,11}$/,
    address: /^https?:\/\/(?:www\.|sws\.)?geonames\.org\/([1-9]\d{0,11})(?:\/[^?#]*)?$/i,
    url: (id: string) => `https://www.geonames.org/${id}`,
    example: '2544248',
  },
  viaf: {
    id: /^[1-9]\d{0,21}$/,
    address: /^https?:\/\/(?:www\.)?viaf\.org\/viaf\/([1-9]\d{0,21})\/?$/i,
    url: (id: string) => `https://viaf.org/viaf/${id}`,
    example: '102333412',
  },
} as const satisfies Record<string, AuthorityFile>;

export type AuthorityName = keyof typeof authorityFiles;

/** The bare identifier in what staff typed or pasted, or null when it is neither the identifier nor its address. */
export function parseAuthorityId(name: AuthorityName, text: string): string | null {
  const file = authorityFiles[name];
  const trimmed = text.trim();
  const bare = name === 'wikidata' ? trimmed.toUpperCase() : trimmed;
  if (file.id.test(bare)) return bare;
  const fromAddress = file.address.exec(trimmed)?.[1];
  return fromAddress ? (name === 'wikidata' ? fromAddress.toUpperCase() : fromAddress) : null;
}

/** The `sameAs` addresses of a record's JSON-LD and its visible links, in a stable order. */
export function authorityLinks(authority: Partial<Record<AuthorityName, string | null>>): { name: AuthorityName; url: string }[] {
  return (Object.keys(authorityFiles) as AuthorityName[]).flatMap((name) => {
    const id = authority[name];
    return id ? [{ name, url: authorityFiles[name].url(id) }] : [];
  });
}
