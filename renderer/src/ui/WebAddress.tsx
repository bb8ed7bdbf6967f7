/**
 * A web address that may wrap, but never inside the host: "https://" and the path may break
 * anywhere, the host moves to the next line whole (it breaks only when it is wider than a line
 * by itself). A reader can then always see which server it is.
 */
export function WebAddress({ href, className }: { href: string; className?: string }) {
  const m = /^([a-z][a-z0-9+.-]*:\/\/)([^/?#]*)(.*)$/i.exec(href);
  if (!m) return <span className={className ? `dk-url ${className}` : 'dk-url'}>{href}</span>;
  return (
    <span className={className ? `dk-url ${className}` : 'dk-url'}>
      {m[1]}
      <wbr />
      <span className="dk-url__host">{m[2]}</span>
      <wbr />
      {m[3]}
    </span>
  );
}
