import { VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../../shared/i18n/use-localized-path';
import { Link } from '../../../../shared/router/react';
import {
  type BookingStep,
  bookingSteps,
  stepIndex,
  stepPaths,
  type TripDraft,
  tripSearch,
} from '../../../bookings-core/trip/trip-params';
import classes from './booking-steps.module.css';

/** The four steps at the top of the flow; the steps already done link back, with the trip so far. */
export function BookingSteps({ current, trip }: { current: BookingStep | 'done'; trip: TripDraft | null }) {
  const { t } = useTranslation('agent-booking');
  const localized = useLocalizedPath();
  const currentIndex = current === 'done' ? bookingSteps.length : stepIndex(current);

  return (
    <nav aria-label={t('steps.label')}>
      <ol className={classes.steps}>
        {bookingSteps.map((step, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';
          const content = (
            <>
              <span className={classes.marker} aria-hidden="true">
                {state === 'done' ? <IconCheck size={16} stroke={3} /> : index + 1}
              </span>
              <span className={classes.label}>{t(`steps.${step}`)}</span>
              <VisuallyHidden>
                {t(
                  state === 'done' ? 'steps.done' : state === 'current' ? 'steps.current' : 'steps.upcoming',
                  {
                    number: index + 1,
                    total: bookingSteps.length,
                  },
                )}
              </VisuallyHidden>
            </>
          );
          return (
            <li key={step} className={classes.step} data-state={state}>
              {state === 'done' && trip ? (
                <Link className={classes.item} to={`${localized(stepPaths[step])}${tripSearch(trip)}`}>
                  {content}
                </Link>
              ) : (
                <span className={classes.item} aria-current={state === 'current' ? 'step' : undefined}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
