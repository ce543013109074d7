import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..');

/** Packages with a webpack.config.js, in the order their modules appear in the import map. */
export const packagesWithBundles = ['shared-deps', 'root-config', 'mf-shell', 'mf-system', 'mf-permission', 'mf-message', 'mf-chat', 'mf-online-dev', 'mf-workflow'];
