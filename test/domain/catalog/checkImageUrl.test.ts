import { describe, expect, it } from 'vitest';
import { checkImageUrl, MAX_IMAGE_URL_LENGTH } from '../../../src/domain/catalog/checkImageUrl';

describe('checkImageUrl', () => {
  it('takes an https link to a photo, trimmed', () => {
    expect(checkImageUrl('  https://img.example.in/atta.jpg  ')).toEqual({ ok: true, value: 'https://img.example.in/atta.jpg' });
    const storage = 'https://firebasestorage.googleapis.com/v0/b/shop.appspot.com/o/products%2Fatta.webp?alt=media&token=0b1c';
    expect(checkImageUrl(storage)).toEqual({ ok: true, value: storage });
  });

  it.each([
    ['plain http, which browsers block on an https shop', 'http://img.example.in/atta.jpg'],
    ['no scheme', 'img.example.in/atta.jpg'],
    ['a script', 'javascript:alert(1)'],
    ['inline data', 'data:image/png;base64,iVBORw0KGgo='],
    ['a file on the phone', 'file:///sdcard/DCIM/atta.jpg'],
    ['two links pasted together', 'https://a.example/1.jpg https://a.example/2.jpg'],
    ['words', 'atta photo'],
    ['nothing', '   '],
  ])('refuses %s', (_label, text) => {
    expect(checkImageUrl(text)).toEqual({ ok: false, error: { code: 'image.invalidUrl' } });
  });

  it(`refuses a link longer than ${MAX_IMAGE_URL_LENGTH} characters, saying the limit`, () => {
    const long = `https://img.example.in/${'a'.repeat(MAX_IMAGE_URL_LENGTH)}.jpg`;
    expect(checkImageUrl(long)).toEqual({ ok: false, error: { code: 'image.urlTooLong', params: { max: MAX_IMAGE_URL_LENGTH } } });
    const justFits = `https://img.example.in/${'a'.repeat(MAX_IMAGE_URL_LENGTH - 'https://img.example.in/'.length)}`;
    expect(checkImageUrl(justFits).ok).toBe(true);
  });
});
