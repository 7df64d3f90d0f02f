import { forwardRef, type ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { preloadPath } from '@/lib/route-registry';

type AppLinkProps = ComponentProps<typeof Link> & { to: string };

/** A router link that starts loading the target page's chunk on hover or focus. */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { to, onMouseEnter, onFocus, onTouchStart, ...rest },
  ref,
) {
  return (
    <Link
      ref={ref}
      to={to}
      onMouseEnter={(e) => {
        preloadPath(to);
        onMouseEnter?.(e);
      }}
      onFocus={(e) => {
        preloadPath(to);
        onFocus?.(e);
      }}
      onTouchStart={(e) => {
        preloadPath(to);
        onTouchStart?.(e);
      }}
      {...rest}
    />
  );
});
