import { Alert } from '@mantine/core';
import { SEARCH_MATCH_CAP } from '@masar/contract/common';
import { IconFilterSearch } from '@tabler/icons-react';
import { useTranslation } from '../i18n/translation';

/**
 * Above a list whose search matched more rows than the API looks at (`searchCapped`, contract
 * SEARCH_MATCH_CAP): the list shows only the first matches found, so the user should refine the search.
 */
export function SearchCappedNotice() {
  const { t, i18n } = useTranslation();
  const cap = SEARCH_MATCH_CAP.toLocaleString(i18n.language === 'ar' ? 'ar-SA-u-nu-latn' : 'en');
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconFilterSearch size={18} aria-hidden="true" />}
      title={t('list.searchCappedTitle')}
      data-testid="search-capped"
    >
      {t('list.searchCapped', { cap })}
    </Alert>
  );
}
