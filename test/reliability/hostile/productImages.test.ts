import { describe, expect, it } from 'vitest';
import { sniffImageType } from '../../../src/domain/catalog/sniffImageType';
import { checkImageFile, MAX_IMAGE_MB } from '../../../src/ui/screens/adminUpload/imageRules';
import { messageText } from '../support/messageText';
import { reliabilityRecorder } from '../support/reliabilityRecorder';

const recorder = reliabilityRecorder('hostile input: product images');

const bytes = (...parts: (number[] | string)[]): Uint8Array =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...new TextEncoder().encode(p)] : p)));

/** The first bytes of real files of each kind, followed by some body. */
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0, 1, 2, 3]);
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], 'IHDR');
const WEBP = bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ', [0, 0, 0, 0]);
const GIF = bytes('GIF89a', [1, 0, 1, 0]);
const PDF = bytes('%PDF-1.7\n%âãÏÓ');
const HTML = bytes('<!doctype html><script>alert(1)</script>');
const SVG = bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
const EXE = bytes('MZ', [0x90, 0, 3, 0]);
const ZIP = bytes('PK', [3, 4, 20, 0]);
const RIFF_WAVE = bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ');

describe('sniffImageType: what a file is, by its bytes', () => {
  it.each([
    ['JPEG', JPEG, 'image/jpeg'],
    ['PNG', PNG, 'image/png'],
    ['WebP', WEBP, 'image/webp'],
    ['GIF', GIF, null],
    ['PDF', PDF, null],
    ['HTML', HTML, null],
    ['SVG (can carry script)', SVG, null],
    ['a Windows program', EXE, null],
    ['a ZIP', ZIP, null],
    ['a WAV (RIFF but not WebP)', RIFF_WAVE, null],
    ['nothing', new Uint8Array(0), null],
    ['two bytes of a JPEG', JPEG.slice(0, 2), null],
    ['half a PNG signature', PNG.slice(0, 5), null],
  ] as const)('%s', (_label, file, type) => {
    expect(sniffImageType(file)).toBe(type);
  });
});

/** A picked file as the upload form sees it: its bytes and the type the browser reported. */
const picked = (content: Uint8Array, type: string, size = content.length) => ({ content, type, size });

/**
 * The upload form's own rule (type reported by the browser, size) and then the bytes: a file
 * is fit to upload only when both agree it is a JPEG, PNG or WebP of at most the limit.
 */
function fitToUpload(file: ReturnType<typeof picked>) {
  const rule = checkImageFile(file);
  if (!rule.ok) return rule;
  const actual = sniffImageType(file.content);
  return actual !== null && actual === file.type ? rule : { ok: false as const, error: { code: 'image.badType' as const } };
}

describe('a product image picked for upload', () => {
  it('the messages are the shop’s', () => {
    expect(messageText('image.badType')).toBe('Only JPEG, PNG or WebP images can be uploaded');
    expect(messageText('image.tooLarge')).toBe('Image is too large (at most {{maxMb}} MB)');
  });

  it.each([
    ['a JPEG', JPEG, 'image/jpeg'],
    ['a PNG', PNG, 'image/png'],
    ['a WebP', WEBP, 'image/webp'],
  ] as const)('%s is fit to upload', (_label, content, type) => {
    expect(fitToUpload(picked(content, type)).ok).toBe(true);
  });

  const NOT_IMAGES: [string, Uint8Array, string][] = [
    ['a PDF', PDF, 'application/pdf'],
    ['an SVG with script', SVG, 'image/svg+xml'],
    ['a GIF', GIF, 'image/gif'],
    ['a text file with no type', bytes('hello'), ''],
  ];
  it.each(NOT_IMAGES)('%s is refused by the form’s type rule', (_label, content, type) => {
    const result = checkImageFile(picked(content, type));
    recorder.hostile(result.ok);
    expect(result).toEqual({ ok: false, error: { code: 'image.badType' } });
  });

  const LIARS: [string, Uint8Array, string][] = [
    ['a PDF called photo.jpg', PDF, 'image/jpeg'],
    ['an HTML page that says it is a PNG', HTML, 'image/png'],
    ['an SVG that says it is a PNG', SVG, 'image/png'],
    ['a program that says it is a JPEG', EXE, 'image/jpeg'],
    ['a PNG that says it is a JPEG', PNG, 'image/jpeg'],
    ['an empty file that says it is a PNG', new Uint8Array(0), 'image/png'],
  ];
  it.each(LIARS)('%s passes the type rule but not its bytes: refused', (_label, content, type) => {
    expect(checkImageFile(picked(content, type)).ok).toBe(true);
    const result = fitToUpload(picked(content, type));
    recorder.hostile(result.ok);
    expect(result).toEqual({ ok: false, error: { code: 'image.badType' } });
  });

  it(`a JPEG over ${MAX_IMAGE_MB} MB is refused as too large; exactly ${MAX_IMAGE_MB} MB is fine`, () => {
    const limit = MAX_IMAGE_MB * 1024 * 1024;
    const result = checkImageFile(picked(JPEG, 'image/jpeg', limit + 1));
    recorder.hostile(result.ok);
    expect(result).toEqual({ ok: false, error: { code: 'image.tooLarge', params: { maxMb: MAX_IMAGE_MB } } });
    expect(checkImageFile(picked(JPEG, 'image/jpeg', limit)).ok).toBe(true);
  });
});
