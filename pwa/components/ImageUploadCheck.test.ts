import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../shared/validation/uploadedFile';
import { checkFile } from './ImageUploadCheck';

describe('checkFile', () => {
  it('accepts the image formats within the limit', () => {
    expect(checkFile({ name: 'a.JPG', size: 1000, type: 'image/jpeg' }, 'images')).toBeNull();
    expect(checkFile({ name: 'a.webp', size: MAX_IMAGE_BYTES, type: 'image/webp' }, 'images')).toBeNull();
  });
  it('says "you must upload an image" for a file that is no image', () => {
    expect(checkFile({ name: 'notes.txt', size: 10, type: 'text/plain' }, 'images')?.key).toBe('validation.mustBeImage');
  });
  it('says "invalid format" for an image of a format we do not take, naming the ones we do', () => {
    expect(checkFile({ name: 'scan.bmp', size: 10, type: 'image/bmp' }, 'images')).toEqual({
      key: 'validation.invalidFormat',
      params: { format: 'png, jpg, jpeg, webp, gif' },
    });
    expect(checkFile({ name: 'photo.png', size: 10, type: 'image/png' }, 'documents')).toEqual({
      key: 'validation.invalidFormat',
      params: { format: 'pdf' },
    });
  });
  it('says "file too big" with the limit', () => {
    expect(checkFile({ name: 'a.png', size: MAX_IMAGE_BYTES + 1, type: 'image/png' }, 'images')).toEqual({
      key: 'validation.fileTooBig',
      params: { max: '2 MB' },
    });
    expect(checkFile({ name: 'a.pdf', size: 11 * 1024 * 1024, type: 'application/pdf' }, 'documents')?.params).toEqual({ max: '10 MB' });
  });
});
