/** Copies text; false when the browser refuses (no permission, insecure page), so the caller can show it instead. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    console.warn('Copy refused', error);
    return false;
  }
}

/** Saves text as a file through a temporary link (no server round trip). */
export function downloadText(filename: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started once click() returns; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
