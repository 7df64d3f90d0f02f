import { useState } from 'react';

interface Props {
  /** The picture's address (from `uploadUrl`), or null when the backend named none usable. */
  src: string | null;
  /** The Noto icon shown instead when the picture is missing or fails to load: a literal `/icons/noto/<name>.svg`. */
  fallback: string;
  size: number;
  className?: string;
  lazy?: boolean;
}

/**
 * A decorative picture from the backend's uploads. When it cannot be loaded (404, an HTML page,
 * no connection) the section's icon takes its place, never a broken-image box.
 */
export function UploadImage({ src, fallback, size, className = '', lazy = false }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = src && failed !== src ? src : fallback;
  return (
    <img
      src={shown}
      alt=""
      width={size}
      height={size}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      className={className}
      data-fallback={shown === fallback ? 'true' : undefined}
      onError={() => {
        if (src && shown === src) setFailed(src);
      }}
    />
  );
}
