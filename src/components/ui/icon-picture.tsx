/** A Noto emoji picture (served as /icons/noto/<name>.svg); decorative next to its word. */
export function IconPicture({ name, size = 64, className = '' }: { name: string | undefined; size?: number; className?: string }) {
  if (!name) return null;
  return <img src={`/icons/noto/${name}.svg`} alt="" width={size} height={size} loading="lazy" decoding="async" className={className} />;
}
