// Signs each seed account in once per run and saves the browser state (the token and the cached
// user data in localStorage), so specs that only read start signed in instead of going through the
// sign-in form again. Sessions are server-side tokens valid for ATRIUM_TOKEN_TTL (8 h): plenty for
// a run; `singleLogin` stays 0 for the whole run (no spec turns it on), so later sign-ins of the
// same account — the form-based specs — do not revoke the saved one.
import { test as setup } from '@playwright/test';
import { SEED_ACCOUNTS, signIn, storageStateFile } from './support';

for (const account of SEED_ACCOUNTS) {
  setup(`sign in as ${account}`, async ({ page }) => {
    await signIn(page, account);
    await page.context().storageState({ path: storageStateFile(account) });
  });
}
