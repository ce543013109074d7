const path = require('node:path');
const { systemBundle } = require('../build/webpack-common');

module.exports = systemBundle({
  name: '@atrium/root-config',
  entry: path.join(__dirname, 'src', 'atrium-root-config.ts'),
  outDir: 'root-config',
  context: __dirname,
});
