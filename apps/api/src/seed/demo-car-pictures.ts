import type { CarType } from '@masar/contract/cars';
import sharp from 'sharp';

/**
 * Demo pictures of cars, drawn here (no downloads): a stylised side view per car type in the brand
 * colour, rendered from SVG by sharp. Two per car: facing right on a light backdrop and facing left
 * on a warm one.
 */
const BRAND = '#0e7c86';
const BRAND_DARK = '#0a5c63';
const WIDTH = 1200;
const HEIGHT = 800;
const GROUND = 670;

type Point = [number, number];

interface Silhouette {
  /** The body outline above the wheel arches, from the rear bottom round to the front bottom. */
  body: Point[];
  windows: Point[][];
  wheels: [number, number];
  wheelRadius: number;
  /** Extra strokes (a pickup's bed, a convertible's headrests …). */
  details?: string;
}

const silhouettes: Record<CarType, Silhouette> = {
  Sedan: {
    body: [
      [140, 600],
      [128, 520],
      [170, 470],
      [330, 452],
      [440, 362],
      [700, 356],
      [835, 448],
      [1030, 472],
      [1072, 522],
      [1066, 600],
    ],
    windows: [
      [
        [360, 450],
        [448, 380],
        [560, 377],
        [560, 450],
      ],
      [
        [580, 450],
        [580, 376],
        [690, 374],
        [800, 448],
      ],
    ],
    wheels: [300, 900],
    wheelRadius: 70,
  },
  Hatchback: {
    body: [
      [230, 600],
      [222, 505],
      [250, 425],
      [330, 362],
      [630, 356],
      [780, 448],
      [985, 474],
      [1025, 522],
      [1020, 600],
    ],
    windows: [
      [
        [262, 440],
        [338, 378],
        [470, 374],
        [470, 448],
      ],
      [
        [490, 448],
        [490, 373],
        [622, 372],
        [748, 448],
      ],
    ],
    wheels: [370, 870],
    wheelRadius: 68,
  },
  Convertible: {
    body: [
      [140, 600],
      [130, 525],
      [175, 482],
      [700, 474],
      [760, 402],
      [778, 405],
      [752, 476],
      [1030, 486],
      [1072, 528],
      [1066, 600],
    ],
    windows: [],
    wheels: [300, 900],
    wheelRadius: 70,
    details:
      '<rect x="430" y="420" width="46" height="60" rx="16" fill="#1f2933"/><rect x="580" y="420" width="46" height="60" rx="16" fill="#1f2933"/>',
  },
  SUV: {
    body: [
      [128, 610],
      [122, 430],
      [160, 330],
      [700, 322],
      [825, 430],
      [1040, 452],
      [1078, 505],
      [1072, 610],
    ],
    windows: [
      [
        [165, 420],
        [190, 345],
        [420, 342],
        [420, 420],
      ],
      [
        [440, 420],
        [440, 342],
        [600, 340],
        [600, 420],
      ],
      [
        [620, 420],
        [620, 340],
        [690, 338],
        [790, 428],
      ],
    ],
    wheels: [300, 905],
    wheelRadius: 80,
  },
  Minivan: {
    body: [
      [118, 600],
      [112, 350],
      [150, 298],
      [760, 296],
      [905, 432],
      [1050, 460],
      [1078, 520],
      [1072, 600],
    ],
    windows: [
      [
        [150, 410],
        [168, 318],
        [400, 316],
        [400, 410],
      ],
      [
        [420, 410],
        [420, 316],
        [640, 314],
        [640, 410],
      ],
      [
        [660, 410],
        [660, 314],
        [752, 314],
        [860, 420],
      ],
    ],
    wheels: [290, 905],
    wheelRadius: 72,
  },
  Van: {
    body: [
      [98, 600],
      [96, 232],
      [128, 200],
      [858, 198],
      [935, 380],
      [1062, 420],
      [1082, 520],
      [1076, 600],
    ],
    windows: [
      [
        [150, 360],
        [150, 240],
        [380, 240],
        [380, 360],
      ],
      [
        [400, 360],
        [400, 240],
        [630, 240],
        [630, 360],
      ],
      [
        [660, 380],
        [660, 232],
        [840, 230],
        [905, 384],
      ],
    ],
    wheels: [275, 925],
    wheelRadius: 74,
  },
  Pickup: {
    body: [
      [118, 605],
      [114, 440],
      [560, 440],
      [566, 336],
      [772, 328],
      [862, 436],
      [1042, 456],
      [1078, 510],
      [1072, 605],
    ],
    windows: [
      [
        [590, 432],
        [592, 352],
        [760, 348],
        [830, 432],
      ],
    ],
    wheels: [290, 905],
    wheelRadius: 76,
    details: `<path d="M124 452 H548" stroke="${BRAND_DARK}" stroke-width="10" stroke-linecap="round"/>`,
  },
};

const points = (list: Point[]) => list.map(([x, y]) => `${x},${y}`).join(' ');

/** The body path with wheel arches cut into its bottom edge. */
function bodyPath(shape: Silhouette): string {
  const [first, ...rest] = shape.body as [Point, ...Point[]];
  const bottom = Math.max(...shape.body.map(([, y]) => y));
  const arch = shape.wheelRadius + 10;
  const [rear, front] = shape.wheels;
  const last = rest[rest.length - 1] as Point;
  return [
    `M${first[0]} ${first[1]}`,
    ...rest.map(([x, y]) => `L${x} ${y}`),
    `L${last[0]} ${bottom}`,
    `L${front + arch} ${bottom}`,
    `A${arch} ${arch} 0 0 0 ${front - arch} ${bottom}`,
    `L${rear + arch} ${bottom}`,
    `A${arch} ${arch} 0 0 0 ${rear - arch} ${bottom}`,
    'Z',
  ].join(' ');
}

function wheel(cx: number, radius: number): string {
  const cy = GROUND - radius;
  return [
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="#1f2933"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${radius * 0.55}" fill="#c3ccd5"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${radius * 0.2}" fill="#52606d"/>`,
  ].join('');
}

function carSvg(type: CarType, variant: 'light' | 'warm'): string {
  const shape = silhouettes[type];
  const front = shape.body.reduce((max, [x]) => Math.max(max, x), 0);
  const rear = shape.body.reduce((min, [x]) => Math.min(min, x), WIDTH);
  const lightY = Math.max(...shape.body.map(([, y]) => y)) - 110;
  const [top, bottom] = variant === 'light' ? ['#f4fafb', '#dcecee'] : ['#fbf5ea', '#efe1c8'];
  const car = [
    `<ellipse cx="${(front + rear) / 2}" cy="${GROUND + 6}" rx="${(front - rear) / 2 + 20}" ry="20" fill="#000" opacity="0.16"/>`,
    `<path d="${bodyPath(shape)}" fill="${BRAND}"/>`,
    `<path d="M${rear + 20} ${lightY + 60} H${front - 20}" stroke="${BRAND_DARK}" stroke-width="6" opacity="0.7"/>`,
    ...shape.windows.map((window) => `<polygon points="${points(window)}" fill="#d5eef1" opacity="0.92"/>`),
    `<rect x="${front - 42}" y="${lightY}" width="34" height="20" rx="8" fill="#ffd166"/>`,
    `<rect x="${rear + 4}" y="${lightY}" width="24" height="22" rx="6" fill="#ef476f"/>`,
    shape.details ?? '',
    wheel(shape.wheels[0], shape.wheelRadius),
    wheel(shape.wheels[1], shape.wheelRadius),
  ].join('');
  const facing = variant === 'warm' ? `transform="translate(${WIDTH} 0) scale(-1 1)"` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <rect y="${GROUND}" width="${WIDTH}" height="${HEIGHT - GROUND}" fill="#cfd8dc"/>
  <path d="M0 ${GROUND + 60} H${WIDTH}" stroke="#ffffff" stroke-width="8" stroke-dasharray="70 50" opacity="0.8"/>
  <g ${facing}>${car}</g>
</svg>`;
}

/** Two JPEG pictures (1200×800) of a car of this type. */
export async function demoCarPictures(type: CarType): Promise<Buffer[]> {
  return Promise.all(
    (['light', 'warm'] as const).map((variant) =>
      sharp(Buffer.from(carSvg(type, variant)))
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer(),
    ),
  );
}
