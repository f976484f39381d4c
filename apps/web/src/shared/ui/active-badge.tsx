import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('catalogue');
  return (
    <Badge color={active ? 'teal' : 'gray'} variant="light">
      {active ? t('common.active') : t('common.inactive')}
    </Badge>
  );
}
