import { describe, expect, it } from 'vitest';
import { acceptFiles, carFormData, type ImageItem, move } from './car-images';

const png = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const stored = (id: string): ImageItem => ({ kind: 'stored', key: id, image: { id, url: '', thumbUrl: '' } });

describe('acceptFiles', () => {
  it('refuses other types, files over 5 MB and more than 8 images', () => {
    const gif = new File(['x'], 'a.gif', { type: 'image/gif' });
    const big = png('big.png', 5 * 1024 * 1024 + 1);
    const { accepted, problems } = acceptFiles([gif, big, png('1.png'), png('2.png'), png('3.png')], 6);
    expect(accepted.map((file) => file.name)).toEqual(['1.png', '2.png']);
    expect(problems).toEqual([
      { kind: 'badType', name: 'a.gif' },
      { kind: 'tooBig', name: 'big.png' },
      { kind: 'tooMany' },
    ]);
  });
});

describe('move', () => {
  it('moves an item and ignores moves past the ends', () => {
    expect(move(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(move(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});

describe('carFormData', () => {
  it('sends removed ids and the full order with new:N for files', () => {
    const items: ImageItem[] = [{ kind: 'new', key: 'n', file: png('n.png'), previewUrl: '' }, stored('b')];
    const form = carFormData({ nameEn: 'X', passengers: 4 }, items, [
      { id: 'a', url: '', thumbUrl: '' },
      { id: 'b', url: '', thumbUrl: '' },
    ]);
    expect(form.get('nameEn')).toBe('X');
    expect(form.get('passengers')).toBe('4');
    expect(form.getAll('images')).toHaveLength(1);
    expect(form.get('removeImageIds')).toBe('["a"]');
    expect(form.get('imageOrder')).toBe('["new:0","b"]');
  });

  it('sends only fields and files when creating', () => {
    const form = carFormData({ nameEn: 'X' }, [stored('ignored')], null);
    expect(form.get('imageOrder')).toBeNull();
    expect(form.get('removeImageIds')).toBeNull();
  });
});
