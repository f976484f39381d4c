import { useCallback } from 'react';
import { useNavigate } from '../../../shared/router/react';

/**
 * Leaving a booking step for the next: the step's own address first takes what was entered (a replace, no
 * new history entry), then the next step opens. The browser's Back button thus returns to the step filled
 * in, as the "Change" links do, instead of to its empty address.
 */
export function useStepNavigation() {
  const navigate = useNavigate();
  return useCallback(
    async (here: string, next: string) => {
      await navigate(here, { replace: true });
      await navigate(next);
    },
    [navigate],
  );
}
