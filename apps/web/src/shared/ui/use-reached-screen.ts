import { useInViewport } from '@mantine/hooks';
import { useEffect, useState } from 'react';

/**
 * True once the element given `ref` has been on the screen, and from then on: for content below the first
 * screen that is downloaded or drawn only when the user gets there (issue #21). Its place should be
 * reserved (a placeholder of about its height), so nothing moves when it comes.
 */
export function useReachedScreen() {
  const { ref, inViewport } = useInViewport();
  const [reached, setReached] = useState(false);
  useEffect(() => {
    if (inViewport) setReached(true);
  }, [inViewport]);
  return { ref, reached };
}
