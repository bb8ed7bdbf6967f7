import { useEffect, useRef } from 'react';

/**
 * Moves the focus (and so the view) to an element once `when` turns true, one time only: after
 * "Send" the manager lands on the upload's heading, and a screen reader reads where they are.
 */
export function useFocusOnArrival<T extends HTMLElement>(when: boolean) {
  const ref = useRef<T>(null);
  const done = useRef(false);
  useEffect(() => {
    if (!when || done.current || !ref.current) return;
    done.current = true;
    ref.current.focus();
    ref.current.scrollIntoView({ block: 'start' });
  }, [when]);
  return ref;
}
