import { type ReactNode, useState } from 'react';
import { settledImageRef } from '../../lib/settled-image.ts';

interface ImageWithFallbackProps {
  src: string | null | undefined;
  alt: string;
  /** Shown when there is no source or the image fails (offline, blocked, 404). */
  fallback: ReactNode;
  className?: string;
  loading?: 'lazy' | 'eager';
}

/** An image that never leaves a broken icon: on error it swaps to the fallback. */
export function ImageWithFallback({ src, alt, fallback, className, loading = 'lazy' }: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return <>{fallback}</>;
  const fail = () => setFailedSrc(src);
  return (
    <img
      ref={settledImageRef({ onError: fail })}
      src={src}
      alt={alt}
      className={className}
      loading={loading}
      decoding="async"
      onError={fail}
    />
  );
}
