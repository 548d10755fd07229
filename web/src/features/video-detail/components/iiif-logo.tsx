/**
 * The IIIF mark drawn in the page (no image request): four letters in the IIIF blue and red.
 * Decorative: the link around it carries the accessible name.
 */
export function IiifLogo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 28" className={className} aria-hidden="true" focusable="false">
      <rect x="2" y="6" width="5" height="20" fill="#2873AB" />
      <rect x="10" y="2" width="5" height="24" fill="#ED1D33" />
      <rect x="18" y="6" width="5" height="20" fill="#2873AB" />
      <path d="M26 2h12v5h-7v5h6v5h-6v9h-5z" fill="#ED1D33" />
    </svg>
  );
}
