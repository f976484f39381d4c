import { Badge, Box, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Calendar } from '@mantine/dates';
import type { SurchargeCalendar as CalendarData, Surcharge } from '@masar/contract/surcharges';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BUSINESS_TIME_ZONE } from '../../../shared/config';
import { formatPercent } from '../../../shared/format/percent';
import { useTranslation } from '../../../shared/i18n/translation';
import { formatMoney } from '../../../shared/money/money';
import { useCalendarLabels } from '../../../shared/ui/calendar-labels';
import { CalendarProvider } from '../../../shared/ui/calendar-provider';
import { QueryError } from '../../../shared/ui/query-error';
import { todayInZone } from '../../bookings-core/trip/business-time';
import { surchargeCalendarQueryOptions } from '../api/surcharges';

/** One colour per rule of the month, in the order the API lists them (highest priority first). */
const COLORS = ['grape', 'teal', 'orange', 'blue', 'red', 'lime', 'indigo', 'pink', 'cyan', 'yellow'];
const colorOf = (index: number) => `var(--mantine-color-${COLORS[index % COLORS.length]}-6)`;

/** A calendar date (YYYY-MM-DD) in words, e.g. "Thursday, 25 February 2027". */
function dayInWords(date: string, language: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/**
 * The surcharge calendar (issue #17): a month of the business time zone, each day with a coloured dot per
 * rule that holds on it (days of the week, date ranges — decided by the API as a quote decides); a day's
 * detail names each rule with its value, its time window ("Night 22:00–06:00") and its scope.
 */
export function SurchargeCalendar() {
  const { t, i18n } = useTranslation('catalogue');
  const ar = i18n.language === 'ar';
  const today = todayInZone(new Date(), BUSINESS_TIME_ZONE);
  const [month, setMonth] = useState(today.slice(0, 7));
  const [selected, setSelected] = useState(today);
  const calendar = useQuery(surchargeCalendarQueryOptions(month));
  const labels = useCalendarLabels();
  const data = calendar.data;
  const indexOf = new Map(data?.rules.map((rule, index) => [rule.id, index]));
  const rulesOn = (date: string) => data?.days.find((day) => day.date === date)?.ruleIds ?? [];
  const ruleById = new Map(data?.rules.map((rule) => [rule.id, rule]));
  const shownDay = selected.startsWith(month) ? selected : null;

  const moveTo = (date: string) => {
    setMonth(date.slice(0, 7));
    setSelected(date.slice(0, 7) === today.slice(0, 7) ? today : `${date.slice(0, 7)}-01`);
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'xs', sm: 'md' }}
      component="section"
      aria-labelledby="calendar-title"
    >
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="h4" id="calendar-title">
            {t('surcharges.calendar.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('surcharges.calendar.description')}
          </Text>
        </Stack>
        {calendar.isError && <QueryError onRetry={() => void calendar.refetch()} />}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <CalendarProvider>
            <Calendar
              date={`${month}-01`}
              onDateChange={moveTo}
              maxLevel="month"
              hideOutsideDates
              ariaLabels={labels}
              data-testid="surcharge-calendar"
              styles={{
                calendarHeader: { maxWidth: 'none' },
                month: { width: '100%' },
                day: { width: '100%', height: 'auto', minHeight: 48, paddingBlock: 4 },
              }}
              getDayProps={(date) => {
                const count = rulesOn(date).length;
                return {
                  selected: date === shownDay,
                  onClick: () => setSelected(date),
                  'aria-label': t('surcharges.calendar.dayLabel', {
                    date: dayInWords(date, i18n.language),
                    rules: t('surcharges.calendar.rules', { count }),
                  }),
                  'data-date': date,
                };
              }}
              renderDay={(date) => (
                <Stack gap={2} align="center">
                  <span>{Number(date.slice(8))}</span>
                  <Group gap={2} justify="center" wrap="wrap" aria-hidden="true" mih={6}>
                    {rulesOn(date).map((id) => (
                      <Box
                        key={id}
                        w={6}
                        h={6}
                        style={{ borderRadius: '50%', background: colorOf(indexOf.get(id) ?? 0) }}
                      />
                    ))}
                  </Group>
                </Stack>
              )}
            />
          </CalendarProvider>
          <Stack gap="sm">
            {shownDay && (
              <DayDetail
                date={shownDay}
                rules={rulesOn(shownDay).flatMap((id) => ruleById.get(id) ?? [])}
                colorIndex={(id) => indexOf.get(id) ?? 0}
              />
            )}
            {data && data.rules.length > 0 && (
              <Stack gap={4} component="section" aria-labelledby="calendar-legend">
                <Text size="xs" c="dimmed" id="calendar-legend">
                  {t('surcharges.calendar.legend')}
                </Text>
                <Group gap="xs" wrap="wrap">
                  {data.rules.map((rule, index) => (
                    <Badge
                      key={rule.id}
                      variant="light"
                      color={COLORS[index % COLORS.length]}
                      tt="none"
                      leftSection={<Dot color={colorOf(index)} />}
                    >
                      {ar ? rule.nameAr : rule.nameEn}
                    </Badge>
                  ))}
                </Group>
              </Stack>
            )}
            {data && data.rules.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('surcharges.calendar.noRulesThisMonth')}
              </Text>
            )}
          </Stack>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

const Dot = ({ color }: { color: string }) => (
  <Box w={8} h={8} style={{ borderRadius: '50%', background: color, flexShrink: 0 }} aria-hidden="true" />
);

/** The rules of one day: name, value, time window, where and for which cars, priority. */
function DayDetail({
  date,
  rules,
  colorIndex,
}: {
  date: string;
  rules: CalendarData['rules'];
  colorIndex: (id: string) => number;
}) {
  const { t, i18n } = useTranslation(['catalogue', 'common']);
  const ar = i18n.language === 'ar';
  const priorities = new Set(rules.map((rule) => rule.priority));

  const windowOf = (rule: Surcharge) => {
    if (!rule.fromTime || !rule.toTime) return t('surcharges.calendar.allDay');
    const values = { from: rule.fromTime, to: rule.toTime };
    // A window whose end comes first crosses midnight: a night window (decision 0014).
    return rule.toTime < rule.fromTime
      ? t('surcharges.calendar.night', values)
      : t('surcharges.calendar.hours', values);
  };
  const scopeOf = (rule: Surcharge) =>
    [
      rule.area ? (ar ? rule.area.nameAr : rule.area.nameEn) : t('surcharges.anyArea'),
      rule.carType ? t(`common:carTypes.${rule.carType}`) : t('surcharges.anyCar'),
    ].join(' · ');

  return (
    <Stack
      gap="xs"
      component="section"
      aria-labelledby="calendar-day"
      aria-live="polite"
      data-testid="calendar-day"
    >
      <Text fw={600} id="calendar-day">
        {dayInWords(date, i18n.language)}
      </Text>
      {rules.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('surcharges.calendar.noRules')}
        </Text>
      )}
      {rules.map((rule) => (
        <Group key={rule.id} gap="xs" wrap="nowrap" align="flex-start" data-testid="calendar-day-rule">
          <Box pt={6}>
            <Dot color={colorOf(colorIndex(rule.id))} />
          </Box>
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={500}>
              {ar ? rule.nameAr : rule.nameEn}{' '}
              <span dir="ltr">
                {rule.kind === 'Percent'
                  ? `+${formatPercent(rule.value, i18n.language)}`
                  : `+${formatMoney(rule.value, i18n.language)}`}
              </span>
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {windowOf(rule)} · {scopeOf(rule)} ·{' '}
              {t('surcharges.calendar.priority', { priority: rule.priority })}
            </Text>
          </Stack>
        </Group>
      ))}
      {priorities.size > 1 && (
        <Text size="xs" c="dimmed">
          {t('surcharges.priorityHint')}
        </Text>
      )}
    </Stack>
  );
}
