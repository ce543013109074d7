import { shouldRemoveRunDir } from './run-dir-reporter';

describe('the e2e run directory', () => {
  const made = { ATRIUM_E2E_DIR: '/tmp/atrium-e2e-x', ATRIUM_E2E_DIR_MADE: '1' };

  it('goes when a run the config gave a directory passed', () => {
    expect(shouldRemoveRunDir('passed', made)).toBe(true);
  });

  it('stays after a failure, an interruption or a timeout, when asked, or when the caller named it', () => {
    expect(shouldRemoveRunDir('failed', made)).toBe(false);
    expect(shouldRemoveRunDir('interrupted', made)).toBe(false);
    expect(shouldRemoveRunDir('timedout', made)).toBe(false);
    expect(shouldRemoveRunDir('passed', { ...made, ATRIUM_E2E_KEEP: '1' })).toBe(false);
    expect(shouldRemoveRunDir('passed', { ATRIUM_E2E_DIR: '/home/me/e2e' })).toBe(false);
  });
});
