import { z } from 'zod';
import { type AuthorityName, authorityFiles, parseAuthorityId } from './authority-files.ts';

/** One authority field of an input: an identifier or its address, kept bare; empty or null clears it. */
export const authorityIdSchema = (name: AuthorityName) =>
  z
    .string()
    .max(200)
    .nullable()
    .transform((text, ctx) => {
      if (text === null || text.trim() === '') return null;
      const id = parseAuthorityId(name, text);
      if (id === null) {
        ctx.addIssue({
          code: 'custom',
          message: `Not a ${name} identifier or address (for example ${authorityFiles[name].example} or ${authorityFiles[name].url(authorityFiles[name].example)}).`,
        });
        return z.NEVER;
      }
      return id;
    });
