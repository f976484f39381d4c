import { describe, expect, it } from 'vitest';
import { areaKm2, boundingBox, containsPoint, type Ring, ringProblems } from './geo';

const square: Ring = [
  [0, 0],
  [10, 0],
  [10, 10],
  [0, 10],
  [0, 0],
];
// A "U": the notch between x=3..7 above y=3 is outside.
const concave: Ring = [
  [0, 0],
  [10, 0],
  [10, 10],
  [7, 10],
  [7, 3],
  [3, 3],
  [3, 10],
  [0, 10],
  [0, 0],
];

describe('ringProblems', () => {
  it('accepts simple rings, convex and concave', () => {
    expect(ringProblems(square)).toEqual([]);
    expect(ringProblems(concave)).toEqual([]);
    expect(
      ringProblems([
        [0, 0],
        [1, 0],
        [0, 1],
        [0, 0],
      ]),
    ).toEqual([]);
  });

  it('refuses rings under 4 points, open rings and degenerate rings', () => {
    expect(ringProblems(square.slice(0, 3))[0]).toMatch(/at least 4 points/);
    expect(ringProblems(square.slice(0, 4))[0]).toMatch(/end at its first point/);
    expect(
      ringProblems([
        [0, 0],
        [1, 1],
        [2, 2],
        [0, 0],
      ])[0],
    ).toMatch(/overlap|no area/);
  });

  it('refuses a bow tie and a ring that folds back on itself', () => {
    const bowTie: Ring = [
      [0, 0],
      [10, 10],
      [10, 0],
      [0, 10],
      [0, 0],
    ];
    expect(ringProblems(bowTie)[0]).toMatch(/crosses itself/);
    const foldBack: Ring = [
      [0, 0],
      [10, 0],
      [5, 0],
      [5, 5],
      [0, 0],
    ];
    expect(ringProblems(foldBack)[0]).toMatch(/crosses itself/);
    const touching: Ring = [
      [0, 0],
      [10, 0],
      [10, 10],
      [5, 0],
      [0, 10],
      [0, 0],
    ];
    expect(ringProblems(touching)[0]).toMatch(/crosses itself/);
  });
});

describe('containsPoint', () => {
  it('inside, outside and on the boundary (edges and corners count as inside)', () => {
    expect(containsPoint([square], [5, 5])).toBe(true);
    expect(containsPoint([square], [11, 5])).toBe(false);
    expect(containsPoint([square], [10, 5])).toBe(true);
    expect(containsPoint([square], [0, 0])).toBe(true);
    expect(containsPoint([square], [5, 10])).toBe(true);
    expect(containsPoint([square], [10.000001, 10])).toBe(false);
  });

  it('handles concave shapes: the notch is outside, the arms inside', () => {
    expect(containsPoint([concave], [5, 8])).toBe(false);
    expect(containsPoint([concave], [1, 8])).toBe(true);
    expect(containsPoint([concave], [9, 8])).toBe(true);
    expect(containsPoint([concave], [5, 2])).toBe(true);
    expect(containsPoint([concave], [5, 3])).toBe(true); // on the notch floor
    // A ray from here passes through the notch's vertices at y=10: still correct.
    expect(containsPoint([concave], [-1, 10])).toBe(false);
  });

  it('excludes holes', () => {
    const hole: Ring = [
      [4, 4],
      [6, 4],
      [6, 6],
      [4, 6],
      [4, 4],
    ];
    expect(containsPoint([square, hole], [5, 5])).toBe(false);
    expect(containsPoint([square, hole], [2, 2])).toBe(true);
  });
});

describe('sizes', () => {
  it('bounding box and area', () => {
    expect(boundingBox([concave])).toEqual({ minLng: 0, minLat: 0, maxLng: 10, maxLat: 10 });
    const small: Ring = [
      [46.6, 24.7],
      [46.7, 24.7],
      [46.7, 24.8],
      [46.6, 24.8],
      [46.6, 24.7],
    ];
    // 0.1° × 0.1° near Riyadh ≈ 11.1 km × 10.1 km.
    expect(areaKm2([small])).toBeGreaterThan(110);
    expect(areaKm2([small])).toBeLessThan(115);
  });
});
