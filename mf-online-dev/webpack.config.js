const path = require('node:path');
const { systemBundle } = require('../build/webpack-common');

module.exports = systemBundle({
  name: '@atrium/mf-online-dev',
  entry: path.join(__dirname, 'src', 'atrium-mf-online-dev.ts'),
  outDir: 'mf-online-dev',
  context: __dirname,
});
