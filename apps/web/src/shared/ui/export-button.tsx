import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../i18n/translation';

/**
 * "Export to Excel" for a list page: `run` downloads the same filtered list with headers in the page
 * language. Disabled while the list is empty; a failure was already shown by the API client.
 */
export function ExportButton({
  label,
  disabled,
  run,
}: {
  label: string;
  disabled: boolean;
  run: (lang: 'ar' | 'en') => Promise<void>;
}) {
  const { i18n } = useTranslation();
  const [exporting, setExporting] = useState(false);

  async function exportList() {
    setExporting(true);
    try {
      await run(i18n.language === 'en' ? 'en' : 'ar');
    } catch {
      // The API client already showed what went wrong.
    } finally {
      setExporting(false);
    }
  }

  return (
    <Button
      variant="default"
      leftSection={<IconFileSpreadsheet size={18} aria-hidden="true" />}
      onClick={() => void exportList()}
      loading={exporting}
      disabled={disabled}
    >
      {label}
    </Button>
  );
}
