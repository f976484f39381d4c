import type { GeoJsonPolygon } from '@masar/contract/areas';
import type { CarType } from '@masar/contract/cars';
import type { LocationType } from '@masar/contract/locations';
import type { Database } from '../db/client';
import { createSurcharge } from '../modules/surcharges/surcharges.service';
import {
  createArea,
  createCar,
  createExtraService,
  createLocation,
  createTaxiService,
} from './catalogue-factories';
import { demoCarPictures } from './demo-car-pictures';

/** A closed GeoJSON polygon from [lng, lat] corners. */
const polygon = (corners: [number, number][]): GeoJsonPolygon => ({
  type: 'Polygon',
  coordinates: [[...corners, corners[0] as [number, number]]],
});

/** Two cities, each a large area with a smaller central one inside it (the smaller wins where they overlap). */
const demoAreas = {
  riyadh: {
    nameAr: 'الرياض',
    nameEn: 'Riyadh',
    polygon: polygon([
      [46.52, 24.52],
      [46.7, 24.45],
      [46.88, 24.5],
      [46.98, 24.65],
      [46.95, 24.85],
      [46.82, 25.05],
      [46.62, 25.05],
      [46.5, 24.9],
      [46.45, 24.7],
    ]),
    factor: 1,
  },
  centralRiyadh: {
    nameAr: 'وسط الرياض',
    nameEn: 'Central Riyadh',
    polygon: polygon([
      [46.64, 24.62],
      [46.74, 24.61],
      [46.78, 24.66],
      [46.74, 24.74],
      [46.66, 24.75],
      [46.62, 24.69],
    ]),
    factor: 0.9,
  },
  jeddah: {
    nameAr: 'جدة',
    nameEn: 'Jeddah',
    polygon: polygon([
      [39.1, 21.3],
      [39.28, 21.3],
      [39.32, 21.5],
      [39.3, 21.75],
      [39.22, 21.9],
      [39.1, 21.9],
      [39.07, 21.7],
      [39.09, 21.55],
      [39.13, 21.45],
      [39.16, 21.35],
    ]),
    factor: 0.95,
  },
  historicJeddah: {
    nameAr: 'جدة التاريخية',
    nameEn: 'Historic Jeddah',
    polygon: polygon([
      [39.176, 21.477],
      [39.196, 21.477],
      [39.198, 21.492],
      [39.184, 21.497],
      [39.174, 21.49],
    ]),
    factor: 0.85,
  },
};

const demoLocations: {
  key: string;
  nameAr: string;
  nameEn: string;
  type: LocationType;
  lat: number;
  lng: number;
}[] = [
  {
    key: 'ruh',
    nameAr: 'مطار الملك خالد الدولي',
    nameEn: 'King Khalid International Airport (RUH)',
    type: 'Airport',
    lat: 24.9576,
    lng: 46.6988,
  },
  {
    key: 'fourSeasons',
    nameAr: 'فندق فورسيزونز الرياض - برج المملكة',
    nameEn: 'Four Seasons Hotel Riyadh at Kingdom Centre',
    type: 'Hotel',
    lat: 24.7114,
    lng: 46.6744,
  },
  {
    key: 'ritzRiyadh',
    nameAr: 'فندق ريتز كارلتون الرياض',
    nameEn: 'The Ritz-Carlton, Riyadh',
    type: 'Hotel',
    lat: 24.6646,
    lng: 46.6312,
  },
  {
    key: 'masmak',
    nameAr: 'قصر المصمك',
    nameEn: 'Al Masmak Fortress',
    type: 'Landmark',
    lat: 24.6312,
    lng: 46.7134,
  },
  {
    key: 'kafd',
    nameAr: 'مركز الملك عبدالله المالي (كافد)',
    nameEn: 'King Abdullah Financial District (KAFD)',
    type: 'Landmark',
    lat: 24.7634,
    lng: 46.6407,
  },
  {
    key: 'jed',
    nameAr: 'مطار الملك عبدالعزيز الدولي',
    nameEn: 'King Abdulaziz International Airport (JED)',
    type: 'Airport',
    lat: 21.6796,
    lng: 39.1565,
  },
  {
    key: 'hiltonJeddah',
    nameAr: 'فندق هيلتون جدة',
    nameEn: 'Jeddah Hilton',
    type: 'Hotel',
    lat: 21.5631,
    lng: 39.1289,
  },
  {
    key: 'balad',
    nameAr: 'جدة التاريخية (البلد)',
    nameEn: 'Historic Jeddah (Al-Balad)',
    type: 'Landmark',
    lat: 21.4858,
    lng: 39.1864,
  },
  {
    key: 'fountain',
    nameAr: 'نافورة الملك فهد',
    nameEn: 'King Fahd’s Fountain',
    type: 'Landmark',
    lat: 21.515,
    lng: 39.1456,
  },
  {
    key: 'port',
    nameAr: 'ميناء جدة الإسلامي',
    nameEn: 'Jeddah Islamic Port',
    type: 'Port',
    lat: 21.46,
    lng: 39.16,
  },
  {
    key: 'haramain',
    nameAr: 'محطة قطار الحرمين - جدة السليمانية',
    nameEn: 'Haramain Railway – Jeddah Sulaymaniyah Station',
    type: 'Station',
    lat: 21.5115,
    lng: 39.2305,
  },
];

/** Prices in halalas (100 = 1 SAR): a transfer, and by the hour with a minimum. */
const demoCars: {
  key: string;
  nameAr: string;
  nameEn: string;
  type: CarType;
  passengers: number;
  bags: number;
  price: number;
  hourly?: { price: number; minHours: number };
}[] = [
  {
    key: 'yaris',
    nameAr: 'تويوتا يارس',
    nameEn: 'Toyota Yaris',
    type: 'Hatchback',
    passengers: 3,
    bags: 1,
    price: 12_000,
    hourly: { price: 7_000, minHours: 3 },
  },
  {
    key: 'camry',
    nameAr: 'تويوتا كامري',
    nameEn: 'Toyota Camry',
    type: 'Sedan',
    passengers: 4,
    bags: 2,
    price: 15_000,
    hourly: { price: 9_000, minHours: 3 },
  },
  {
    key: 'mustang',
    nameAr: 'فورد موستنج مكشوفة',
    nameEn: 'Ford Mustang Convertible',
    type: 'Convertible',
    passengers: 2,
    bags: 1,
    price: 35_000,
    hourly: { price: 20_000, minHours: 4 },
  },
  {
    key: 'tahoe',
    nameAr: 'شفروليه تاهو',
    nameEn: 'Chevrolet Tahoe',
    type: 'SUV',
    passengers: 6,
    bags: 5,
    price: 25_000,
    hourly: { price: 15_000, minHours: 3 },
  },
  {
    key: 'yukon',
    nameAr: 'جي إم سي يوكن XL',
    nameEn: 'GMC Yukon XL',
    type: 'SUV',
    passengers: 7,
    bags: 6,
    price: 30_000,
    hourly: { price: 17_000, minHours: 3 },
  },
  {
    key: 'staria',
    nameAr: 'هيونداي ستاريا',
    nameEn: 'Hyundai Staria',
    type: 'Minivan',
    passengers: 7,
    bags: 5,
    price: 28_000,
    hourly: { price: 16_000, minHours: 3 },
  },
  {
    key: 'sprinter',
    nameAr: 'مرسيدس بنز سبرنتر',
    nameEn: 'Mercedes-Benz Sprinter',
    type: 'Van',
    passengers: 12,
    bags: 12,
    price: 45_000,
    hourly: { price: 25_000, minHours: 4 },
  },
  {
    key: 'hilux',
    nameAr: 'تويوتا هايلكس',
    nameEn: 'Toyota Hilux',
    type: 'Pickup',
    passengers: 2,
    bags: 4,
    price: 20_000,
  },
];

/** Airport transfers cost more than the city price: these cars have their own airport price. */
const airportPrices: { area: keyof typeof demoAreas; location: string; car: string; price: number }[] = [
  { area: 'riyadh', location: 'ruh', car: 'camry', price: 17_500 },
  { area: 'riyadh', location: 'ruh', car: 'tahoe', price: 28_000 },
  { area: 'riyadh', location: 'ruh', car: 'staria', price: 30_000 },
  { area: 'jeddah', location: 'jed', car: 'camry', price: 16_500 },
  { area: 'jeddah', location: 'jed', car: 'yukon', price: 32_000 },
  { area: 'jeddah', location: 'jed', car: 'sprinter', price: 48_000 },
];

/** Cross-city route prices (decision 0009): Riyadh ↔ Jeddah, both ways, for a few cars. */
const routePrices: {
  area: keyof typeof demoAreas;
  toArea: keyof typeof demoAreas;
  car: string;
  price: number;
}[] = [
  { area: 'riyadh', toArea: 'jeddah', car: 'camry', price: 120_000 },
  { area: 'riyadh', toArea: 'jeddah', car: 'tahoe', price: 160_000 },
  { area: 'riyadh', toArea: 'jeddah', car: 'sprinter', price: 190_000 },
];

const demoExtras = [
  {
    nameAr: 'مقعد أطفال',
    nameEn: 'Child seat',
    descriptionAr: 'مقعد معتمد للأطفال من سنة إلى أربع سنوات',
    descriptionEn: 'Approved seat for children aged 1 to 4',
    price: 3_500,
    maxQuantity: 3,
  },
  {
    nameAr: 'لوحة استقبال بالاسم',
    nameEn: 'Meet & greet name sign',
    descriptionAr: 'يستقبلك السائق في صالة الوصول بلوحة تحمل اسمك',
    descriptionEn: 'Your driver waits in the arrivals hall holding a sign with your name',
    price: 5_000,
    maxQuantity: 1,
  },
  {
    nameAr: 'أمتعة إضافية',
    nameEn: 'Extra luggage',
    descriptionAr: 'لكل حقيبة إضافية فوق سعة السيارة المعتادة',
    descriptionEn: 'Per bag beyond the car’s usual capacity',
    price: 2_000,
    maxQuantity: 10,
  },
  { nameAr: 'إنترنت واي فاي في السيارة', nameEn: 'In-car Wi-Fi', price: 2_500, maxQuantity: 1 },
  { nameAr: 'مياه معبأة', nameEn: 'Bottled water', price: 500, maxQuantity: 12 },
];

/** Round to whole riyals' halves (50 halalas) so demo prices look like real ones. */
const round = (halalas: number) => Math.round(halalas / 50) * 50;

/**
 * The demo catalogue: areas, locations, cars with pictures, a price within every area for every car, airport
 * prices, Riyadh ↔ Jeddah route prices, extras.
 */
export async function loadDemoCatalogue(db: Database): Promise<void> {
  const areaIds: Record<string, string> = {};
  for (const [key, { factor: _factor, ...area }] of Object.entries(demoAreas)) {
    areaIds[key] = (await createArea(db, { ...area, active: true })).id;
  }
  const locationIds: Record<string, string> = {};
  for (const { key, ...location } of demoLocations) {
    locationIds[key] = (await createLocation(db, { ...location, active: true })).id;
  }
  const carIds: Record<string, string> = {};
  for (const { key, price: _price, hourly: _hourly, ...car } of demoCars) {
    const pictures = (await demoCarPictures(car.type)).map((bytes, index) => ({
      bytes,
      name: `${key}-${index + 1}.jpg`,
      type: 'image/jpeg',
    }));
    carIds[key] = (await createCar(db, { ...car, active: true, pictures })).id;
  }
  for (const [areaKey, area] of Object.entries(demoAreas)) {
    for (const car of demoCars) {
      await createTaxiService(db, {
        areaId: areaIds[areaKey] as string,
        carId: carIds[car.key] as string,
        price: round(car.price * area.factor),
        hourlyPrice: car.hourly ? round(car.hourly.price * area.factor) : null,
        minHours: car.hourly?.minHours ?? null,
      });
    }
  }
  for (const special of airportPrices) {
    const car = demoCars.find((candidate) => candidate.key === special.car);
    await createTaxiService(db, {
      areaId: areaIds[special.area] as string,
      carId: carIds[special.car] as string,
      locationId: locationIds[special.location] as string,
      price: special.price,
      hourlyPrice: car?.hourly?.price ?? null,
      minHours: car?.hourly?.minHours ?? null,
    });
  }
  for (const route of routePrices) {
    await createTaxiService(db, {
      areaId: areaIds[route.area] as string,
      toAreaId: areaIds[route.toArea] as string,
      carId: carIds[route.car] as string,
      price: route.price,
    });
  }
  for (const extra of demoExtras) await createExtraService(db, extra);
  for (const rule of demoSurcharges) await createSurcharge(db, rule);
}

/** Decision 0014: a night surcharge everywhere, and the Hajj season of 2027 above it (higher priority). */
const demoSurcharges = [
  {
    nameAr: 'رسم ليلي',
    nameEn: 'Night surcharge',
    kind: 'Percent' as const,
    value: 2_000,
    fromTime: '22:00',
    toTime: '05:00',
    days: [],
    fromDate: null,
    toDate: null,
    priority: 0,
    active: true,
  },
  {
    nameAr: 'موسم الحج',
    nameEn: 'Hajj season',
    kind: 'Percent' as const,
    value: 3_500,
    fromTime: null,
    toTime: null,
    days: [],
    fromDate: '2027-05-10',
    toDate: '2027-05-20',
    priority: 10,
    active: true,
  },
];
