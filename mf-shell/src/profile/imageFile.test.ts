import { checkImageFile } from './imageFile';

describe('checkImageFile', () => {
  it('accepts an image under 10 MB', () => {
    expect(checkImageFile({ type: 'image/png', size: 10 * 1048576 })).toBeNull();
  });

  it('refuses a file that is not an image', () => {
    expect(checkImageFile({ type: 'application/pdf', size: 10 })).toEqual({ key: 'image.notImage' });
    expect(checkImageFile({ type: '', size: 10 })).toEqual({ key: 'image.notImage' });
  });

  it('refuses an image over 10 MB, naming the limit', () => {
    expect(checkImageFile({ type: 'image/jpeg', size: 10 * 1048576 + 1 })).toEqual({ key: 'image.tooLarge', size: 10, unit: 'MB' });
  });
});
