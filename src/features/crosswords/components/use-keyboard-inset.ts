import { useEffect, useState } from 'react';

/**
 * How far the on-screen keyboard covers the bottom of the layout viewport (0 without one):
 * the visual viewport shrinks when a phone keyboard opens, the layout viewport does not, so a bar
 * fixed at `bottom: inset` sits just above the keyboard.
 */
export function useKeyboardInset(): number {
  const [inset, setInset] = useState(0);
  useEffect(() => {
    const vv = window.visualViewport;
    if (!vv) return;
    const update = () => setInset(Math.max(0, Math.round(window.innerHeight - vv.height - vv.offsetTop)));
    update();
    vv.addEventListener('resize', update);
    vv.addEventListener('scroll', update);
    return () => {
      vv.removeEventListener('resize', update);
      vv.removeEventListener('scroll', update);
    };
  }, []);
  return inset;
}
