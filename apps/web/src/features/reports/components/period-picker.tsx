import { Group, Input, SegmentedControl } from '@mantine/core';
import { type ReportGranularity, reportGranularities } from '@masar/contract/reports';
import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/translation';
import { DateRangeFilter } from '../../../shared/ui/date-range-filter';
import type { PeriodProblem } from './report-period';

type Range = { from: string | null; to: string | null };

/**
 * The charts' period and how finely to cut it. The range's ends arrive one at a time as they are picked;
 * the charts move only once both are there (clearing both goes back to the default period).
 */
export function PeriodPicker({
  dates,
  granularity,
  problem,
  onPeriod,
  onGranularity,
}: {
  dates: { from?: string; to?: string };
  granularity: ReportGranularity;
  problem: PeriodProblem | null;
  onPeriod: (range: Range) => void;
  onGranularity: (granularity: ReportGranularity) => void;
}) {
  const { t } = useTranslation('reports');
  const granularityId = useId();
  const [picking, setPicking] = useState<Range | null>(null);
  const shown = picking ?? { from: dates.from ?? null, to: dates.to ?? null };

  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <DateRangeFilter
        label={t('period.label')}
        placeholder={t('period.placeholder')}
        clearLabel={t('period.clear')}
        from={shown.from ?? undefined}
        to={shown.to ?? undefined}
        error={problem ? t(`period.${problem}`) : undefined}
        onChange={(range) => {
          const done = (range.from && range.to) || (!range.from && !range.to);
          setPicking(done ? null : range);
          if (done) onPeriod(range);
        }}
      />
      <Input.Wrapper label={t('period.granularity')} id={granularityId}>
        <div>
          <SegmentedControl
            aria-labelledby={`${granularityId}-label`}
            value={granularity}
            onChange={(value) => onGranularity(value as ReportGranularity)}
            data={reportGranularities.map((value) => ({ value, label: t(`period.${value}`) }))}
          />
        </div>
      </Input.Wrapper>
    </Group>
  );
}
