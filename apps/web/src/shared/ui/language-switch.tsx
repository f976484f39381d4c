import { Box, Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import type { Language } from '../config';
import { switchLanguagePath, writeLanguageCookie } from '../i18n/language';
import { useTranslation } from '../i18n/translation';
import { Link, useLocation } from '../router/react';

/**
 * Switches between Arabic and English on the same page: a real link to the other-language URL (the /en prefix
 * swapped), which also remembers the choice in the `lang` cookie. `compact` (crowded headers): the icon only on
 * phones, where the word was squeezed and cut.
 */
export function LanguageSwitch({
  variant = 'subtle',
  compact = false,
}: {
  /** `white`: on a dark bar (the driver's app), where the subtle link's teal would not read. */
  variant?: 'subtle' | 'default' | 'light' | 'white';
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const target: Language = i18n.language === 'ar' ? 'en' : 'ar';
  return (
    <Button
      component={Link}
      to={switchLanguagePath(location, target)}
      onClick={() => writeLanguageCookie(target)}
      variant={variant}
      size="compact-md"
      leftSection={<IconLanguage size={18} aria-hidden="true" />}
      aria-label={`${t('language.otherName')} (${t('language.switchTo')})`}
      hrefLang={target}
    >
      <Box component="span" lang={target} visibleFrom={compact ? 'xs' : undefined}>
        {t('language.otherName')}
      </Box>
    </Button>
  );
}
