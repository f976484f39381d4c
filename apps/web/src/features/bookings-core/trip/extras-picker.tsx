import { ActionIcon, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { PublicExtra } from '@masar/contract/public-catalogue';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/translation';
import { formatMoney } from '../../../shared/money/money';

/** Extra services with a quantity stepper each (0 … the extra's maximum). */
export function ExtrasPicker({
  extras,
  loading,
  quantities,
  onChange,
}: {
  extras: PublicExtra[];
  loading: boolean;
  quantities: Record<string, number>;
  onChange: (extraServiceId: string, quantity: number) => void;
}) {
  const { t, i18n } = useTranslation('agent-booking');
  const english = i18n.language === 'en';
  if (!loading && extras.length === 0) return null;

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="booking-extras-title"
    >
      <Stack gap="md">
        <div>
          <Title order={2} fz="h4" id="booking-extras-title">
            {t('extras.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('extras.hint')}
          </Text>
        </div>
        {loading ? (
          <Skeleton h={120} radius="md" />
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {extras.map((extra) => {
              const name = english ? extra.nameEn : extra.nameAr;
              const description = english ? extra.descriptionEn : extra.descriptionAr;
              const quantity = quantities[extra.id] ?? 0;
              return (
                <Group
                  key={extra.id}
                  component="li"
                  justify="space-between"
                  wrap="nowrap"
                  gap="sm"
                  aria-label={name}
                >
                  <Stack gap={0} miw={0}>
                    <Text fw={500}>{name}</Text>
                    {description && (
                      <Text size="xs" c="dimmed">
                        {description}
                      </Text>
                    )}
                    <Text size="sm" dir="auto">
                      {t('extras.unitPrice', {
                        price: formatMoney(extra.price, i18n.language),
                        max: extra.maxQuantity,
                      })}
                    </Text>
                  </Stack>
                  <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
                    <ActionIcon
                      variant="default"
                      size="lg"
                      onClick={() => onChange(extra.id, quantity - 1)}
                      disabled={quantity <= 0}
                      aria-label={t('extras.less', { name })}
                    >
                      <IconMinus size={16} aria-hidden="true" />
                    </ActionIcon>
                    <Text
                      component="output"
                      fw={600}
                      w={28}
                      ta="center"
                      aria-label={t('extras.quantity', { name, count: quantity })}
                      data-testid={`extra-quantity-${extra.id}`}
                    >
                      {quantity}
                    </Text>
                    <ActionIcon
                      variant="default"
                      size="lg"
                      onClick={() => onChange(extra.id, quantity + 1)}
                      disabled={quantity >= extra.maxQuantity}
                      aria-label={t('extras.more', { name })}
                    >
                      <IconPlus size={16} aria-hidden="true" />
                    </ActionIcon>
                  </Group>
                </Group>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
