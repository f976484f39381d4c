import { Badge } from '@mantine/core';
import { useTranslation } from '../i18n/translation';

export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={active ? 'teal' : 'gray'} variant="light">
      {active ? t('list.active') : t('list.inactive')}
    </Badge>
  );
}
