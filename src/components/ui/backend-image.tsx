import type { ImgHTMLAttributes } from 'react';
import { safeBackendUrl } from '@/lib/safe-url';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  /** The address as the backend sent it (a path under `base`, or an absolute http(s) address). */
  path: string | null | undefined;
  /** The uploads/API base the backend's paths are relative to. */
  base: string;
};

/**
 * A picture whose address comes from the backend (issue 24.3): it goes through `safeBackendUrl`,
 * and nothing is rendered for an address that is not http(s) or a path under the base.
 */
export function BackendImage({ path, base, alt = '', ...rest }: Props) {
  const src = safeBackendUrl(path, base);
  if (src === null) return null;
  return <img src={src} alt={alt} {...rest} />;
}
