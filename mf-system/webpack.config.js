const path = require('node:path');
const { systemBundle } = require('../build/webpack-common');

module.exports = systemBundle({
  name: '@atrium/mf-system',
  entry: path.join(__dirname, 'src', 'atrium-mf-system.ts'),
  outDir: 'mf-system',
  context: __dirname,
});
