import { describe, expect, it } from 'vitest';
import { boundsOf, latLngsToPolygon, polygonToLatLngs } from './geo';

const square = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [46.6, 24.7],
      [46.8, 24.7],
      [46.8, 24.9],
      [46.6, 24.9],
      [46.6, 24.7],
    ] as [number, number][],
  ],
};

describe('polygonToLatLngs', () => {
  it('swaps [lng, lat] to [lat, lng] and opens the closed ring', () => {
    expect(polygonToLatLngs(square)).toEqual([
      [
        [24.7, 46.6],
        [24.7, 46.8],
        [24.9, 46.8],
        [24.9, 46.6],
      ],
    ]);
  });
});

describe('latLngsToPolygon', () => {
  const ring = [
    { lat: 24.7, lng: 46.6 },
    { lat: 24.7, lng: 46.8 },
    { lat: 24.9, lng: 46.8 },
    { lat: 24.9, lng: 46.6 },
  ];

  it('writes [lng, lat] and closes the ring', () => {
    expect(latLngsToPolygon([ring])).toEqual(square);
  });

  it('accepts a bare ring and a multi-polygon, keeping the first polygon', () => {
    expect(latLngsToPolygon(ring)).toEqual(square);
    expect(latLngsToPolygon([[ring], [ring]])).toEqual(square);
  });

  it('does not close a ring twice', () => {
    const closed = latLngsToPolygon([[...ring, { lat: 24.7, lng: 46.6 }]]);
    expect(closed.coordinates[0]).toHaveLength(5);
  });

  it('round-trips with polygonToLatLngs', () => {
    const rings = polygonToLatLngs(square).map((r) => r.map(([lat, lng]) => ({ lat, lng })));
    expect(latLngsToPolygon(rings)).toEqual(square);
  });
});

describe('boundsOf', () => {
  it('spans every point', () => {
    expect(
      boundsOf([
        [1, 5],
        [3, 2],
      ]),
    ).toEqual([
      [1, 2],
      [3, 5],
    ]);
    expect(boundsOf([])).toBeNull();
  });
});
