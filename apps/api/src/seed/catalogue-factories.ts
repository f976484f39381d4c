import type { CreateAreaBody, GeoJsonPolygon } from '@masar/contract/areas';
import { CAR_IMAGES_FIELD, type CarType } from '@masar/contract/cars';
import type { CreateExtraServiceBody } from '@masar/contract/extra-services';
import type { CreateLocationBody } from '@masar/contract/locations';
import type { CreateTaxiServiceBody } from '@masar/contract/taxi-services';
import type { Database } from '../db/client';
import * as areasService from '../modules/areas/areas.service';
import * as carsService from '../modules/cars/cars.service';
import * as extraServicesService from '../modules/extra-services/extra-services.service';
import * as locationsService from '../modules/locations/locations.service';
import * as taxiServicesService from '../modules/taxi-services/taxi-services.service';

/**
 * Catalogue builders shared by the demo data and the tests (DESIGN.md §7). They go through the
 * services, so derived data (bounding boxes, a location's area, thumbnails) is made the real way.
 */
let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/** An axis-aligned rectangle as a GeoJSON polygon (counter-clockwise, closed). */
export function rectangle(minLng: number, minLat: number, maxLng: number, maxLat: number): GeoJsonPolygon {
  return {
    type: 'Polygon',
    coordinates: [
      [
        [minLng, minLat],
        [maxLng, minLat],
        [maxLng, maxLat],
        [minLng, maxLat],
        [minLng, minLat],
      ],
    ],
  };
}

export async function createArea(db: Database, input: Partial<CreateAreaBody> = {}) {
  const suffix = unique();
  return areasService.createArea(db, {
    nameAr: `منطقة ${suffix}`,
    nameEn: `Area ${suffix}`,
    polygon: rectangle(46.5, 24.5, 46.9, 24.9),
    active: true,
    ...input,
  });
}

export async function createLocation(db: Database, input: Partial<CreateLocationBody> = {}) {
  const suffix = unique();
  return locationsService.createLocation(db, {
    nameAr: `موقع ${suffix}`,
    nameEn: `Location ${suffix}`,
    type: 'Hotel',
    lat: 24.7,
    lng: 46.7,
    active: true,
    ...input,
  });
}

export interface CarPicture {
  bytes: Buffer;
  name?: string;
  type?: string;
}

export async function createCar(
  db: Database,
  input: {
    nameAr?: string;
    nameEn?: string;
    type?: CarType;
    passengers?: number;
    bags?: number;
    active?: boolean;
    pictures?: CarPicture[];
  } = {},
) {
  const suffix = unique();
  return carsService.createCar(db, {
    fields: {
      nameAr: input.nameAr ?? `سيارة ${suffix}`,
      nameEn: input.nameEn ?? `Car ${suffix}`,
      type: input.type ?? 'Sedan',
      passengers: String(input.passengers ?? 4),
      bags: String(input.bags ?? 2),
      active: String(input.active ?? true),
    },
    files: (input.pictures ?? []).map((picture, index) => ({
      field: CAR_IMAGES_FIELD,
      filename: picture.name ?? `car-${index}.png`,
      declaredType: picture.type ?? 'image/png',
      bytes: picture.bytes,
    })),
  });
}

export async function createTaxiService(
  db: Database,
  input: Pick<CreateTaxiServiceBody, 'areaId' | 'carId'> & Partial<CreateTaxiServiceBody>,
) {
  return taxiServicesService.createTaxiService(db, {
    price: 15_000,
    active: true,
    direction: 'BothWays',
    ...input,
    returnDiscountPercent: input.returnDiscountPercent ?? 0,
  });
}

export async function createExtraService(db: Database, input: Partial<CreateExtraServiceBody> = {}) {
  const suffix = unique();
  return extraServicesService.createExtraService(db, {
    nameAr: `خدمة ${suffix}`,
    nameEn: `Extra ${suffix}`,
    price: 2_500,
    maxQuantity: 1,
    active: true,
    ...input,
  });
}
