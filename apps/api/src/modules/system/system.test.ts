import SwaggerParser from '@apidevtools/swagger-parser';
import { DEFAULT_MAP_TILES } from '@masar/contract/system';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { ConfigError, DEFAULT_POOL_SIZE, loadConfig } from '../../config';

const { app } = await createTestApp();

describe('GET /api/settings', () => {
  it('gives the web app its map tiles without a sign-in (OpenStreetMap unless the operator set others)', async () => {
    const response = await app.inject({ url: '/api/settings' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ mapTiles: DEFAULT_MAP_TILES });
  });

  it('takes the tiles from MAP_TILE_URL and MAP_TILE_ATTRIBUTION, and refuses a template the map cannot use', () => {
    const config = loadConfig({
      MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© Example Maps',
    });
    expect([config.MAP_TILE_URL, config.MAP_TILE_ATTRIBUTION]).toEqual([
      'https://tiles.example.com/{z}/{x}/{y}.png',
      '© Example Maps',
    ]);
    expect(loadConfig({}).MAP_TILE_URL).toBe(DEFAULT_MAP_TILES.url);
    // http: would be blocked by the page's Content-Security-Policy; a template without {x} draws nothing.
    expect(() => loadConfig({ MAP_TILE_URL: 'http://tiles.example.com/{z}/{x}/{y}.png' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.com/{z}/{y}.png' })).toThrow(
      /MAP_TILE_URL/,
    );
  });
});

describe('DATABASE_POOL_SIZE', () => {
  it('gives each API process a few connections unless set, and refuses fewer than start-up needs', () => {
    expect(loadConfig({}).DATABASE_POOL_SIZE).toBe(DEFAULT_POOL_SIZE);
    expect(loadConfig({ DATABASE_POOL_SIZE: '12' }).DATABASE_POOL_SIZE).toBe(12);
    for (const size of ['1', '0', '2.5', 'many', '101']) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: size })).toThrow(/DATABASE_POOL_SIZE/);
    }
  });
});

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI document whose every $ref resolves (a client can be generated from it)', async () => {
    const response = await app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    // The contract's named schemas (`.meta({ id })`) are the bodies the routes point to by $ref.
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['BookTripInput', 'AgentBooking', 'Transaction', 'Error']),
    );
    // Dereferences every $ref (a dangling one throws) and checks the document against the OpenAPI schema.
    await expect(SwaggerParser.validate(document)).resolves.toBeDefined();
  });
});
