import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from '../i18n/translation';
import { Link } from '../router/react';

/** The Masar mark: a road curving between two points. Inline SVG, no asset to load. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="12" fill="var(--mantine-color-masar-6)" />
      <path
        d="M13 35c6 0 6-9 11-11s11-3 11-11"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <circle cx="13" cy="35" r="3.5" fill="#fff" />
      <circle cx="35" cy="13" r="3.5" fill="#fff" />
    </svg>
  );
}

/**
 * Product name in the page language, with the other-language name beside it: "مسار Masar". `compact` (crowded
 * headers) keeps only the mark on phones and drops the other-language name below xl.
 */
export function Brand({ size = 32, compact = false }: { size?: number; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const other = i18n.language === 'ar' ? 'en' : 'ar';
  return (
    <Group gap="xs" wrap="nowrap">
      <BrandMark size={size} />
      <Text component="span" fw={700} fz="lg" c="masar.8" visibleFrom={compact ? 'sm' : undefined}>
        {t('brand')}
      </Text>{' '}
      {/* The space makes the visible text "مسار Masar", the link's name (the flex gap draws no space). */}
      <Text component="span" fz="sm" c="dimmed" lang={other} visibleFrom={compact ? 'xl' : 'xs'}>
        {t('brandInOtherLanguage')}
      </Text>
    </Group>
  );
}

/**
 * The brand as the home link of a header. Its name is everything the brand may show, "مسار Masar", so it
 * contains the visible label (speech input users say what they see; with `compact` only the mark shows).
 */
export function BrandLink({ to, compact = false }: { to: string; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Anchor
      component={Link}
      to={to}
      underline="never"
      aria-label={`${t('brand')} ${t('brandInOtherLanguage')}`}
    >
      <Brand compact={compact} />
    </Anchor>
  );
}
