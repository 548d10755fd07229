import { CONSENT_FORM_TYPES } from '#contracts/consent';

type FormType = (typeof CONSENT_FORM_TYPES)[number];

const startsWith = (bytes: Buffer, signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The type of a signed form by its first bytes (a PDF, PNG, JPEG or WebP), never by the name or
 * the type the browser declared: a renamed script is not a form. Null for anything else.
 */
export function sniffFormType(bytes: Buffer): FormType | null {
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

const EXTENSIONS: Record<FormType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** A download name that is safe in a header: the given name's letters, digits, dots and dashes, with the type's extension. */
export function formFileName(name: string | null, type: FormType | string, consentId: number): string {
  const extension = EXTENSIONS[type as FormType] ?? 'bin';
  const base = (name ?? '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || `release-${consentId}`}.${extension}`;
}
