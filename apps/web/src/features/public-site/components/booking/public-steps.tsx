import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../../shared/i18n/translation';

const steps = ['search', 'car', 'details', 'done'] as const;

/** Where the customer is: search ⇒ car ⇒ details ⇒ done, compact enough for a phone. */
export function PublicSteps({ current }: { current: (typeof steps)[number] }) {
  const { t } = useTranslation('public-booking');
  const currentIndex = steps.indexOf(current);
  return (
    <Group
      component="ol"
      gap="xs"
      wrap="nowrap"
      p={0}
      m={0}
      mb="md"
      style={{ listStyle: 'none' }}
      aria-label={t('steps.label')}
    >
      {steps.map((step, index) => {
        const done = index < currentIndex;
        const here = index === currentIndex;
        return (
          <Group
            key={step}
            component="li"
            gap={6}
            wrap="nowrap"
            aria-current={here ? 'step' : undefined}
            style={{ flex: here ? '0 0 auto' : '0 1 auto', minWidth: 0 }}
          >
            <ThemeIcon
              size={24}
              radius="xl"
              variant={done || here ? 'filled' : 'light'}
              color={done || here ? undefined : 'gray'}
            >
              {done ? (
                <IconCheck size={14} stroke={3} aria-hidden="true" />
              ) : (
                <Text size="xs" fw={700}>
                  {index + 1}
                </Text>
              )}
            </ThemeIcon>
            <Text
              size="sm"
              fw={here ? 700 : 400}
              c={here ? undefined : 'dimmed'}
              truncate="end"
              visibleFrom={here ? undefined : 'sm'}
            >
              {t(`steps.${step}`)}
            </Text>
          </Group>
        );
      })}
    </Group>
  );
}
