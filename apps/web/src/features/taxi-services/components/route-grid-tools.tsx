import { Button, Group, Text } from '@mantine/core';
import type { AreaSummary } from '@masar/contract/areas';
import type { Car } from '@masar/contract/cars';
import type { Location } from '@masar/contract/locations';
import type { TaxiService } from '@masar/contract/taxi-services';
import { IconCopy, IconDownload, IconPercentage, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/translation';
import { exportGrid } from '../api/price-tools';
import { CopyRouteDialog } from './copy-route-dialog';
import { gridRoutes } from './grid-routes';
import { ImportGridDialog } from './import-grid-dialog';
import { PercentOfBaseDialog } from './percent-of-base-dialog';

type Open = 'copy' | 'percent' | 'import' | null;

/**
 * The route grid's speed tools (issue #17), above the grid of one area: copy a route, price cars by a
 * percentage of a base car, export and import the grid as .xlsx. Shown to EditTaxiServices only.
 */
export function RouteGridTools({
  areaId,
  services,
  cars,
  areas,
  locations,
}: {
  areaId: string;
  services: TaxiService[];
  cars: Car[];
  areas: AreaSummary[];
  locations: Location[];
}) {
  const { t, i18n } = useTranslation('price-tools');
  const [open, setOpen] = useState<Open>(null);
  const [exporting, setExporting] = useState(false);
  const routes = gridRoutes(services);
  const close = () => setOpen(null);

  async function download() {
    setExporting(true);
    try {
      await exportGrid(areaId, i18n.language === 'ar' ? 'ar' : 'en');
    } catch {
      // The client has shown the error.
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <Group gap="xs" mb="sm" wrap="wrap" role="group" aria-label={t('tools.title')}>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconCopy size={14} aria-hidden="true" />}
          onClick={() => setOpen('copy')}
          disabled={!routes.length}
        >
          {t('tools.copy')}
        </Button>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPercentage size={14} aria-hidden="true" />}
          onClick={() => setOpen('percent')}
          disabled={!routes.length}
        >
          {t('tools.percent')}
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} aria-hidden="true" />}
          onClick={download}
          loading={exporting}
        >
          {t('tools.export')}
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconUpload size={14} aria-hidden="true" />}
          onClick={() => setOpen('import')}
        >
          {t('tools.import')}
        </Button>
        {!routes.length && (
          <Text size="xs" c="dimmed">
            {t('tools.noRoutes')}
          </Text>
        )}
      </Group>
      {open === 'copy' && (
        <CopyRouteDialog
          opened
          onClose={close}
          areaId={areaId}
          routes={routes}
          areas={areas}
          locations={locations}
        />
      )}
      {open === 'percent' && <PercentOfBaseDialog opened onClose={close} routes={routes} cars={cars} />}
      {open === 'import' && <ImportGridDialog opened onClose={close} />}
    </>
  );
}
