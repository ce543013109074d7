const path = require('node:path');
const { systemBundle } = require('../build/webpack-common');

module.exports = systemBundle({
  name: '@atrium/mf-permission',
  entry: path.join(__dirname, 'src', 'atrium-mf-permission.ts'),
  outDir: 'mf-permission',
  context: __dirname,
});
