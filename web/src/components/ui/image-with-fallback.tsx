import { type ReactNode, useState } from 'react';
import { settledImageRef } from '../../lib/settled-image.ts';

interface ImageWithFallbackProps {
  src: string | null | undefined;
  alt: string;
  /** Shown when there is no source or the image fails (offline, blocked, 404). */
  fallback: ReactNode;
  className?: string;
  loading?: 'lazy' | 'eager';
  /**
   * The page's largest picture (docs/decisions.md §1011): loaded at once and before other pictures, as
   * the server-rendered page names it, so the browser need not wait for the layout to find it.
   */
  priority?: boolean;
}

/** An image that never leaves a broken icon: on error it swaps to the fallback. */
export function ImageWithFallback({ src, alt, fallback, className, loading = 'lazy', priority = false }: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return <>{fallback}</>;
  const fail = () => setFailedSrc(src);
  return (
    <img
      ref={settledImageRef({ onError: fail })}
      src={src}
      alt={alt}
      className={className}
      loading={priority ? 'eager' : loading}
      {...(priority ? { fetchPriority: 'high' as const } : { decoding: 'async' as const })}
      onError={fail}
    />
  );
}
