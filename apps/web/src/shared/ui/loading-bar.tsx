import { useEffect, useRef, useState } from 'react';
import { LOADING_BAR } from '../config';
import { useTranslation } from '../i18n/translation';
import classes from './loading-bar.module.css';

type Phase = 'idle' | 'waiting' | 'running' | 'finishing';

/**
 * A thin bar at the top of the page while `active` (a navigation, a lazy chunk). It appears only when the
 * work takes longer than the throttle, grows towards 90 % over the duration, then completes and fades.
 * Logical properties only: it grows from the inline start, so from the right in Arabic.
 */
export function LoadingBar({
  active,
  throttleMs = LOADING_BAR.throttleMs,
  durationMs = LOADING_BAR.durationMs,
}: {
  active: boolean;
  throttleMs?: number;
  durationMs?: number;
}) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const shown = phase === 'running' || phase === 'finishing';

  useEffect(() => {
    clearTimeout(timer.current);
    if (active) {
      setPhase((current) => (current === 'running' ? current : 'waiting'));
      timer.current = setTimeout(() => setPhase('running'), throttleMs);
    } else {
      setPhase((current) => (current === 'running' ? 'finishing' : 'idle'));
      timer.current = setTimeout(() => setPhase('idle'), 300);
    }
    return () => clearTimeout(timer.current);
  }, [active, throttleMs]);

  if (!shown) return null;
  return (
    <div
      className={classes.track}
      role="progressbar"
      aria-label={t('loading')}
      aria-busy={phase === 'running'}
      data-phase={phase}
      style={{ '--loading-bar-duration': `${durationMs}ms` } as React.CSSProperties}
    >
      <div className={classes.bar} />
    </div>
  );
}
